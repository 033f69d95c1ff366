import type { FastifyInstance } from 'fastify';
import { poolBlockCreateSchema } from '@platform/contracts';
import {
  applySparseFieldsets,
  parseListQuery,
  type ListQueryRules,
} from '../../platform/http/json-api';
import { listHandler } from '../../platform/http/list-handler';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { serializePoolBlock } from './volunteer-pool.blocks.serializer';
import { createPoolBlock, listPoolBlocks, removePoolBlock } from './volunteer-pool.blocks.service';

const tags = ['volunteer pool'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = {};

/** Staff stop an organisation's replies to the pool and lift that again (issue 28, abuse). */
export async function volunteerPoolBlocksRoutes(app: FastifyInstance) {
  app.get(
    '/volunteer_pool_blocks',
    {
      schema: describeRoute({
        tags,
        summary: "The centre's organisations whose replies are stopped, newest first (staff)",
        query: listRules,
        response: { 200: { document: 'many', type: 'volunteer_pool_blocks' } },
      }),
    },
    listHandler(listRules, listPoolBlocks, serializePoolBlock),
  );

  app.post(
    '/volunteer_pool_blocks',
    {
      schema: describeRoute({
        tags,
        summary:
          "Stop an organisation's replies to the pool, with a reason it reads when refused (staff)",
        query: {},
        body: { type: 'volunteer_pool_blocks', attributes: poolBlockCreateSchema },
        response: { 201: { document: 'one', type: 'volunteer_pool_blocks' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const block = await request.withContext((context) => createPoolBlock(context, request.body));
      return reply.jsonApi(
        applySparseFieldsets({ data: serializePoolBlock(block) }, query.fields),
        201,
      );
    },
  );

  app.delete<IdParams>(
    '/volunteer_pool_blocks/:id',
    {
      schema: describeRoute({
        tags,
        summary: 'Let the organisation reply again (staff)',
        params: byId,
        query: {},
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      await request.withContext((context) => removePoolBlock(context, request.params.id));
      return reply.code(204).send();
    },
  );
}
