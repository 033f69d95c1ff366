import { defineConfig } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import chromium from '../tools/chromium.cjs';

// Playwright loads this file as CommonJS, so __dirname is defined and import.meta is not.
const workspaceRoot = path.resolve(__dirname, '..');
const port = Number(process.env['E2E_PORT'] ?? 3100);

// A fresh data directory per run: the API migrates and seeds demo data into it,
// so every run starts from the same known accounts and centres. Workers load
// this file again, so the folder travels in the environment (tests read the
// API's mails from it).
process.env['E2E_DATA_DIR'] ??= mkdtempSync(path.join(tmpdir(), 'platform-e2e-'));
const dataDir = process.env['E2E_DATA_DIR'];

export default defineConfig({
  testDir: './src',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: 'list',
  forbidOnly: Boolean(process.env['CI']),
  timeout: 30_000,
  use: {
    baseURL: `http://localhost:${port}`,
    headless: true,
    locale: 'nl-NL',
    // Where the platform's visitors are, and the zone the server renders dates in.
    timezoneId: 'Europe/Amsterdam',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's Chromium: no browser download on this machine or in CI.
      executablePath: chromium.path,
      args: [...chromium.flags, '--disable-quic'],
    },
  },
  // One folder per port, so runs side by side don't delete each other's traces.
  outputDir: path.join(workspaceRoot, 'dist/e2e', `test-results-${port}`),
  webServer: [
    {
      command: 'node dist/apps/api/main.cjs',
      cwd: workspaceRoot,
      url: `http://localhost:${port}/readyz`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      // The journeys are a whole office of users behind one IP address.
      env: { PORT: String(port), DATA_DIR: dataDir, AUTH_LIMIT_PER_MINUTE: '60', MAIL_LIMIT_PER_IP: '1000', FORM_LIMIT_PER_MINUTE: '1000' },
    },
    {
      // The public site's own server, deployed apart from the API (public-site-server.spec.ts).
      command: 'node dist/apps/public-site-server/standalone.mjs',
      cwd: workspaceRoot,
      url: `http://localhost:${port + 1}/build.json`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { PORT: String(port + 1), API_URL: `http://localhost:${port}` },
    },
  ],
});
