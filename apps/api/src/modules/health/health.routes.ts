import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../http/errors';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { schema: { tags: ['health'], summary: 'The process is up' } }, async () => ({ status: 'ok' }));

  app.get('/readyz', { schema: { tags: ['health'], summary: 'The database answers' } }, async (request) => {
    try {
      await app.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'database not reachable');
      throw new ApiError('SERVICE_UNAVAILABLE');
    }
    return { status: 'ready', database: app.database.kind };
  });
}
