import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { stockImageCreateSchema, stockImageUpdateSchema } from '@platform/contracts';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { serializeStockImage } from './stock-images.serializer';
import { changeStockImage, createStockImage, libraryOrigin, listLibrary, readStockImage, removeStockImage } from './stock-images.service';

const tags = ['stock_images'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = {
  filters: ['q'],
  sorts: ['name', 'created_at', 'updated_at'],
  defaultSort: [{ field: 'name', descending: false }],
};

/** The centre's image library (issue 15), for its content editors. */
export async function stockImagesRoutes(app: FastifyInstance) {
  app.get('/stock_images', {
    schema: describeRoute({
      tags,
      summary: "The centre's image library, searchable with filter[q] (editors)",
      query: listRules,
      response: { 200: { document: 'many', type: 'stock_images' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { images, total, origin } = await request.withContext(async (context) => ({
      ...(await listLibrary(context, query)),
      origin: await libraryOrigin(context),
    }));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ data: images.map((image) => serializeStockImage(image, origin)), links, meta }, query.fields));
  });

  app.get<IdParams>('/stock_images/:id', {
    schema: describeRoute({
      tags,
      summary: 'One library image (editors)',
      params: byId,
      query: {},
      response: { 200: { document: 'one', type: 'stock_images' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const { image, origin } = await request.withContext(async (context) => ({
      image: await readStockImage(context, request.params.id),
      origin: await libraryOrigin(context),
    }));
    return reply.jsonApi(applySparseFieldsets({ data: serializeStockImage(image, origin) }, query.fields));
  });

  app.post('/stock_images', {
    schema: describeRoute({
      tags,
      summary: 'Add one of the centre’s uploads to the library (editors)',
      query: {},
      body: { type: 'stock_images', attributes: stockImageCreateSchema },
      response: { 201: { document: 'one', type: 'stock_images' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const { image, origin } = await request.withContext(async (context) => ({
      image: await createStockImage(context, request.body),
      origin: await libraryOrigin(context),
    }));
    return reply.jsonApi(applySparseFieldsets({ data: serializeStockImage(image, origin) }, query.fields), 201);
  });

  app.patch<IdParams>('/stock_images/:id', {
    schema: describeRoute({
      tags,
      summary: 'Rename, describe or replace a library image (editors)',
      params: byId,
      query: {},
      body: { type: 'stock_images', attributes: stockImageUpdateSchema },
      response: { 200: { document: 'one', type: 'stock_images' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const { image, origin } = await request.withContext(async (context) => ({
      image: await changeStockImage(context, request.params.id, request.body),
      origin: await libraryOrigin(context),
    }));
    return reply.jsonApi(applySparseFieldsets({ data: serializeStockImage(image, origin) }, query.fields));
  });

  app.delete<IdParams>('/stock_images/:id', {
    schema: describeRoute({
      tags,
      summary: 'Take an image out of the library; pages keep showing it (editors)',
      params: byId,
      query: {},
      response: { 204: null },
    }),
  }, async (request, reply) => {
    parseListQuery(request.query);
    await request.withContext((context) => removeStockImage(context, request.params.id));
    return reply.code(204).send();
  });
}
