import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { isNotNull } from 'drizzle-orm';
import { uploads } from '../../schema';
import { postUpload, solidPng } from '../../testing/multipart';
import { createTestApp, type Credentials, type TestApp } from '../../testing/test-app';
import { imageQueue } from './uploads.images';

let t: TestApp;
let centrum: Credentials;

beforeAll(async () => {
  t = await createTestApp();
  centrum = await t.signIn('centrum@public.example');
});
afterAll(() => t.close());

/** Lets pending I/O and callbacks run until `done()` holds (no clock involved). */
async function until(done: () => boolean) {
  while (!done()) await new Promise((resolve) => setImmediate(resolve));
}

describe('POST /api/v1/uploads: one image at a time per process', () => {
  it('queues four concurrent uploads behind the image being decoded and decodes them one by one', async () => {
    // A task that holds the queue until released, so the four uploads must all arrive while it runs.
    let release!: () => void;
    const held = imageQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    await until(() => imageQueue.running === 1);
    imageQueue.peakRunning = 1;

    const image = await solidPng(3000, 2000, '#336699');
    const responses = Promise.all([1, 2, 3, 4].map(() => postUpload(t, { credentials: centrum, purpose: 'image', data: image })));
    await until(() => imageQueue.waiting === 4);
    // All four are read and checked, none decoded or stored while the queue is held.
    expect(imageQueue.running).toBe(1);
    expect(await t.database.db.select().from(uploads).where(isNotNull(uploads.uploadedById))).toEqual([]);

    release();
    await held;
    const answers = await responses;
    expect(answers.map((response) => response.statusCode)).toEqual([201, 201, 201, 201]);
    expect(imageQueue.peakRunning).toBe(1);
    expect(imageQueue).toMatchObject({ waiting: 0, running: 0 });
    expect(await t.database.db.select().from(uploads).where(isNotNull(uploads.uploadedById))).toHaveLength(4);
    const stored = await readdir(path.join(t.config.uploadsDir, 'public'));
    for (const answer of answers) expect(stored).toContain(`${answer.json().data.id}.webp`);
  });

  it('goes on after a task that fails', async () => {
    await expect(imageQueue.run(() => Promise.reject(new Error('broken image')))).rejects.toThrow('broken image');
    expect(await imageQueue.run(async () => 'next')).toBe('next');
  });
});
