import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { notificationTemplatePreviewSchema, notificationTemplateUpdateSchema } from '@platform/contracts';
import { applySparseFieldsets, JSON_API_MEDIA_TYPE, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { serializePreview, serializeTemplate } from './notification-templates.serializer';
import {
  changeTemplate,
  listTemplates,
  previewTemplate,
  readTemplate,
  resetTemplate,
  sendTestMail,
  TEMPLATE_SORTS,
} from './notification-templates.service';

const tags = ['notification_templates'];
/** An unsaved subject and body (and the words of a security mail's link). */
const templateBody = { type: 'notification_templates', attributes: notificationTemplatePreviewSchema };

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = {
  filters: ['locale', 'key', 'scope'],
  sorts: TEMPLATE_SORTS,
  defaultSort: [{ field: 'name', descending: false }],
  // Every mail in both languages fits on one page.
  pageSize: { default: 100, max: 100 },
};

/** The mails' templates (issue 17), for admins and centre superusers. */
export async function notificationTemplatesRoutes(app: FastifyInstance) {
  app.get(
    '/notification_templates',
{
      schema: describeRoute({
        tags,
        summary: 'The template in effect for each mail and language at this centre (filter[scope]=tenant: the defaults)',
        query: listRules,
        response: { 200: { document: 'many', type: 'notification_templates' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listRules);
      const { templates, total, locale } = await request.withContext(async (context) => ({
        ...(await listTemplates(context, query)),
        locale: context.locale,
      }));
      const { links, meta } = paginate(request.url, query.page, total);
      return reply.jsonApi(applySparseFieldsets({ data: templates.map((template) => serializeTemplate(template, locale)), links, meta }, query.fields));
    },
  );

  app.get<IdParams>('/notification_templates/:id', {
    schema: describeRoute({
      tags,
      summary: 'One template',
      params: byId,
      query: {},
      response: { 200: { document: 'one', type: 'notification_templates' } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query);
    const data = await request.withContext(async (context) => serializeTemplate(await readTemplate(context, request.params.id), context.locale));
    return reply.jsonApi(applySparseFieldsets({ data }, query.fields));
  });

  app.patch<IdParams>(
    '/notification_templates/:id',
{
      schema: describeRoute({
        tags,
        summary: "Change subject, body or active; a centre superuser's change of a default makes the centre's own copy",
        params: byId,
        query: {},
        body: { type: 'notification_templates', attributes: notificationTemplateUpdateSchema },
        response: { 200: { document: 'one', type: 'notification_templates' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const data = await request.withContext(async (context) =>
        serializeTemplate(await changeTemplate(context, request.params.id, request.body), context.locale),
      );
      return reply.jsonApi(applySparseFieldsets({ data }, query.fields));
    },
  );

  app.delete<IdParams>(
    '/notification_templates/:id',
{
      schema: describeRoute({
        tags,
        summary: "Remove a centre's own copy: the centre gets the tenant-wide default again",
        params: byId,
        query: {},
        response: { 204: null },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      await request.withContext((context) => resetTemplate(context, request.params.id));
      return reply.code(204).send();
    },
  );

  app.post<IdParams>(
    '/notification_templates/:id/preview',
{
      schema: describeRoute({
        tags,
        summary: 'Render an unsaved subject and body with sample data in the centre’s layout (subject, html, text)',
        params: byId,
        query: {},
        body: templateBody,
        response: { 200: { document: 'one', type: 'notification_template_previews' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const data = await request.withContext(async (context) => {
        const { template, content } = await previewTemplate(context, request.params.id, request.body);
        return serializePreview(template, content);
      });
      return reply.jsonApi(applySparseFieldsets({ data }, query.fields));
    },
  );

  app.post<IdParams>(
    '/notification_templates/:id/test',
{
      schema: describeRoute({
        tags,
        summary: 'Mail the template (unsaved subject and body, or the saved ones) with sample data to yourself',
        params: byId,
        query: {},
        body: templateBody,
        response: {
          202: { json: v.strictObject({ meta: v.strictObject({ sent_to: v.string() }) }), mediaType: JSON_API_MEDIA_TYPE, description: 'Queued to your own address' },
        },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const sentTo = await request.withContext((context) => sendTestMail(context, request.params.id, request.body));
      return reply.jsonApi({ meta: { sent_to: sentTo } }, 202);
    },
  );
}
