import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFoundError } from '../../http/json-api.plugin';

const APP_FOLDERS = { public_site: 'public-site', portal: 'portal' } as const;

/**
 * All-in-one mode: serves the built public site or portal by host name, with
 * index.html for every route the single-page app handles itself.
 */
export async function staticAppsPlugin(app: FastifyInstance, { appsDir }: { appsDir: string }) {
  await app.register(fastifyStatic, { root: appsDir, serve: false });

  app.get('/*', { schema: { hide: true } }, async (request, reply) => {
    const pathname = decodeURIComponent(request.url.split('?')[0] ?? '/');
    if (pathname === '/api' || pathname.startsWith('/api/')) throw notFoundError(request);

    const root = path.join(appsDir, APP_FOLDERS[request.tenant.app ?? 'public_site']);
    const relative = path.normalize(pathname).replace(/^([/\\]|\.\.)+/, '');
    const candidate = path.join(root, relative);
    if (relative && candidate.startsWith(root) && existsSync(candidate) && statSync(candidate).isFile()) {
      // Hashed assets never change; everything else (build.json, favicon) is revalidated.
      const immutable = relative.startsWith('assets/');
      return reply
        .header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache')
        .sendFile(relative, root);
    }
    if (path.extname(relative)) throw notFoundError(request);
    if (!existsSync(path.join(root, 'index.html'))) {
      return reply
        .code(503)
        .type('text/plain; charset=utf-8')
        .send(`This app has not been built yet (${root}). Run "npm start" from the project folder.`);
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
  });
}
