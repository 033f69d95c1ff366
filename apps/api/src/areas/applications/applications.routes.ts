import type { FastifyInstance, FastifyRequest } from 'fastify';
import { applySparseFieldsets, isPlainObject, paginate, parseListQuery, type ListQueryRules } from '../../platform/http/json-api';
import * as v from 'valibot';
import { applicationCreateSchema, applicationRejectSchema, type Locale } from '@platform/contracts';
import { byId, describeRoute } from '../../platform/http/route-schema';
import { APPLICATION_TRANSITIONS, type ApplicationAction } from './applications.policy';
import { applicationDocumentParts, type ApplicationBundle } from './applications.serializer';
import {
  APPLICATION_INCLUDES,
  bundleOf,
  createApplication,
  getApplication,
  listVisibleApplications,
  takeApplicationAction,
} from './applications.service';

const tags = ['applications'];

type IdParams = { Params: { id: string } };

const listRules: ListQueryRules = {
  includes: APPLICATION_INCLUDES,
  filters: ['vacancy_id_eq', 'status_eq', 'status_in', 'created_at_gteq', 'created_at_lteq', 'own'],
  sorts: ['created_at', 'status'],
  defaultSort: [{ field: 'created_at', descending: true }],
};
const oneRules: ListQueryRules = { includes: APPLICATION_INCLUDES };
const oneAnswer = { document: 'one', type: 'applications', included: ['vacancies'], nullable: true } as const;

/** The decisions that mail the applicant. */
const MAILING_ACTIONS: readonly ApplicationAction[] = ['accept', 'reject'];

/**
 * The address a guest's application asks to mail, for the per-address limit
 * (signed in, it is the user's own; the limits identify the caller first).
 */
function guestApplicantEmail(request: FastifyRequest): string | undefined {
  if (request.caller?.user) return undefined;
  const data: unknown = isPlainObject(request.body) ? request.body.data : undefined;
  const attributes: unknown = isPlainObject(data) ? data.attributes : undefined;
  const email = isPlainObject(attributes) ? attributes.email : undefined;
  return typeof email === 'string' ? email : undefined;
}

const ACTION_SUMMARIES: Record<ApplicationAction, string> = {
  review: 'Take a pending application into review',
  accept: 'Accept an application (mails the applicant)',
  reject: 'Reject an application, optionally with a reason (mails the applicant)',
  withdraw: 'Withdraw one’s own application',
};

/** Applications to vacancies (spec §3, issue 4): apply, the staff's list and decisions, the volunteer's own. */
export async function applicationsRoutes(app: FastifyInstance) {

  const one = (bundle: ApplicationBundle, fields: Map<string, Set<string>>, locale: Locale) => {
    const { data, included } = applicationDocumentParts(bundle, locale);
    return applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, fields);
  };

  app.post(
    '/applications',
    {
      // Guests can apply without an account, and every application mails the
      // vacancy's contact (a guest's also the address typed in): limited per
      // IP address, per user and per guest address, signed in or not.
      config: {
        rateLimit: { max: app.config.rateLimits.authPerMinute, timeWindow: 60_000 },
        mailsOthers: { addressOf: guestApplicantEmail },
      },
      schema: describeRoute({
        tags,
        summary: 'Apply to a published vacancy, as a guest or signed in (then the account gives the address and, unless sent, the name)',
        query: oneRules,
        body: { type: 'applications', attributes: applicationCreateSchema },
        response: { 201: oneAnswer },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await request.withContext(async (context) =>
        bundleOf(context, [await createApplication(context, request.body)], query.include),
      );
      return reply.jsonApi(one(bundle, query.fields, request.locale), 201);
    },
  );

  app.get('/applications', {
    schema: describeRoute({
      tags,
      summary: 'Applications the user decides on, or their own',
      query: listRules,
      response: { 200: { document: 'many', type: 'applications', included: ['vacancies'] } },
    }),
  }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { total, ...bundle } = await request.withContext((context) => listVisibleApplications(context, query));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ ...applicationDocumentParts(bundle, request.locale), links, meta }, query.fields));
  });

  app.get<IdParams>('/applications/:id', { schema: describeRoute({ tags, summary: 'One application', params: byId, query: oneRules, response: { 200: oneAnswer } }) }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await request.withContext((context) => getApplication(context, request.params.id, query.include));
    return reply.jsonApi(one(bundle, query.fields, request.locale));
  });

  for (const action of Object.keys(APPLICATION_TRANSITIONS) as ApplicationAction[]) {
    const config = MAILING_ACTIONS.includes(action) ? { mailsOthers: true as const } : {};
    const schema = describeRoute({
      tags,
      summary: ACTION_SUMMARIES[action],
      params: byId,
      query: oneRules,
      // The body may be left out; a reason only for a rejection.
      body: { type: 'applications', attributes: action === 'reject' ? applicationRejectSchema : v.object({}) },
      response: { 200: oneAnswer },
    });
    app.post<IdParams>(`/applications/:id/${action}`, { config, schema }, async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await request.withContext(async (context) =>
        bundleOf(context, [await takeApplicationAction(context, request.params.id, action, request.body)], query.include),
      );
      return reply.jsonApi(one(bundle, query.fields, request.locale));
    });
  }
}
