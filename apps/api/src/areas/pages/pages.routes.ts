import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import * as v from 'valibot';
import { pageCreateBodySchema, pageUpdateBodySchema } from '@platform/contracts';
import { byId, byIds, describeRoute } from '../../platform/http/route-schema';
import { serializePage, serializeRevision } from './pages.serializer';
import {
  changePage,
  createPage,
  duplicatePage,
  listCenterPages,
  listPageRevisions,
  readPage,
  removePage,
  restorePageRevision,
} from './pages.service';

const tags = ['pages'];

type IdParams = { Params: { id: string } };
type Status = { Querystring: { status?: string } };

const listRules: ListQueryRules = {
  filters: ['page_type', 'is_published', 'q', 'id', 'slug'],
  sorts: ['title', 'published_at', 'updated_at', 'created_at', 'featured'],
  defaultSort: [{ field: 'updated_at', descending: true }],
  extra: ['status'],
  maxFilterLength: 4000,
};

const readRules: ListQueryRules = { extra: ['status'] };
const onePage = { document: 'one', type: 'pages' } as const;

/**
 * Content pages and news (issue 15). Everyone reads the published version of
 * the request's centre's pages; the centre's editors read drafts with
 * `status=draft` and write.
 */
export async function pagesRoutes(app: FastifyInstance) {
  app.get<Status>('/pages', {
    schema: describeRoute({
      tags,
      summary: "The centre's pages and news (published; status=draft for editors)",
      query: listRules,
      response: { 200: { document: 'many', type: 'pages' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { pages, total, version } = await request.withContext((context) => listCenterPages(context, query, request.query.status));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ data: pages.map((page) => serializePage(page, version)), links, meta }, query.fields));
  });

  app.get<Status>('/pages/home', { schema: describeRoute({ tags, summary: "The centre's home page", query: readRules, response: { 200: onePage } }) }, async (request, reply) => {
    const query = parseListQuery(request.query, readRules);
    const { page, version } = await request.withContext((context) => readPage(context, { home: true }, request.query.status));
    return reply.jsonApi(applySparseFieldsets({ data: serializePage(page, version) }, query.fields));
  });

  app.get<{ Params: { slug: string } } & Status>(
    '/pages/by_slug/:slug',
{
      schema: describeRoute({
        tags,
        summary: 'The page or news item with a slug',
        params: v.object({ slug: v.string() }),
        query: readRules,
        response: { 200: onePage },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, readRules);
      const { page, version } = await request.withContext((context) => readPage(context, { slug: request.params.slug }, request.query.status));
      return reply.jsonApi(applySparseFieldsets({ data: serializePage(page, version) }, query.fields));
    },
  );

  app.get<IdParams & Status>('/pages/:id', { schema: describeRoute({ tags, summary: 'One page or news item', params: byId, query: readRules, response: { 200: onePage } }) }, async (request, reply) => {
    const query = parseListQuery(request.query, readRules);
    const { page, version } = await request.withContext((context) => readPage(context, { id: request.params.id }, request.query.status));
    return reply.jsonApi(applySparseFieldsets({ data: serializePage(page, version) }, query.fields));
  });

  app.post('/pages', {
    schema: describeRoute({
      tags,
      summary: 'Create a page or news item (editors)',
      query: {},
      body: { type: 'pages', attributes: pageCreateBodySchema },
      response: { 201: onePage },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const page = await request.withContext((context) => createPage(context, request.body));
    return reply.jsonApi(applySparseFieldsets({ data: serializePage(page, 'draft') }, query.fields), 201);
  });

  app.patch<IdParams>('/pages/:id', {
    schema: describeRoute({
      tags,
      summary: 'Change the draft; is_published publishes or unpublishes (editors)',
      params: byId,
      query: {},
      body: { type: 'pages', attributes: pageUpdateBodySchema },
      response: { 200: onePage },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const page = await request.withContext((context) => changePage(context, request.params.id, request.body));
    return reply.jsonApi(applySparseFieldsets({ data: serializePage(page, 'draft') }, query.fields));
  });

  app.post<IdParams>('/pages/:id/duplicate', {
    config: { body: 'none' },
    schema: describeRoute({ tags, summary: 'Copy a page as a new draft (editors)', params: byId, query: {}, response: { 201: onePage } }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const page = await request.withContext((context) => duplicatePage(context, request.params.id));
    return reply.jsonApi(applySparseFieldsets({ data: serializePage(page, 'draft') }, query.fields), 201);
  });

  app.delete<IdParams>('/pages/:id', { schema: describeRoute({ tags, summary: 'Delete a page with its history and menu items (editors)', params: byId, query: {}, response: { 204: null } }) }, async (request, reply) => {
    parseListQuery(request.query);
    await request.withContext((context) => removePage(context, request.params.id));
    return reply.code(204).send();
  });

  app.get<IdParams>('/pages/:id/revisions', {
    schema: describeRoute({
      tags,
      summary: "A page's published versions, newest first (editors)",
      params: byId,
      query: {},
      response: { 200: { document: 'many', type: 'page_revisions' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const { page, revisions } = await request.withContext((context) => listPageRevisions(context, request.params.id));
    return reply.jsonApi(
      applySparseFieldsets({ data: revisions.map((revision) => serializeRevision(revision, page)), meta: { total: revisions.length } }, query.fields),
    );
  });

  app.post<{ Params: { id: string; revisionId: string } }>(
    '/pages/:id/revisions/:revisionId/restore',
    {
      config: { body: 'none' },
      schema: describeRoute({
        tags,
        summary: 'Make an earlier published version the draft again (editors)',
        params: byIds('id', 'revisionId'),
        query: {},
        response: { 200: onePage },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const page = await request.withContext((context) => restorePageRevision(context, request.params.id, request.params.revisionId));
      return reply.jsonApi(applySparseFieldsets({ data: serializePage(page, 'draft') }, query.fields));
    },
  );
}
