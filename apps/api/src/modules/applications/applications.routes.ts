import type { FastifyInstance } from 'fastify';
import { applySparseFieldsets, paginate, parseListQuery, type ListQueryRules } from '../../http/json-api';
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

const ACTION_SUMMARIES: Record<ApplicationAction, string> = {
  review: 'Take a pending application into review',
  accept: 'Accept an application (mails the applicant)',
  reject: 'Reject an application, optionally with a reason (mails the applicant)',
  withdraw: 'Withdraw one’s own application',
};

/** Applications to vacancies (spec §3, issue 4): apply, the staff's list and decisions, the volunteer's own. */
export async function applicationsRoutes(app: FastifyInstance) {
  const { database } = app;

  const one = (bundle: ApplicationBundle, fields: Map<string, Set<string>>) => {
    const { data, included } = applicationDocumentParts(bundle);
    return applySparseFieldsets({ data: data[0] ?? null, ...(included ? { included } : {}) }, fields);
  };

  app.post(
    '/applications',
    {
      // Guests can apply without an account, and every application sends mail: limited per IP address.
      config: {
        rateLimit: {
          max: app.config.rateLimits.authPerMinute,
          timeWindow: 60_000,
          allowList: (request) => !!request.currentUser,
        },
      },
      schema: { tags, summary: 'Apply to a published vacancy, as a guest or signed in' },
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await database.withTenant(request.tenant.id, async (tx) =>
        bundleOf({ request, tx }, [await createApplication({ request, tx }, request.body)], query.include),
      );
      return reply.jsonApi(one(bundle, query.fields), 201);
    },
  );

  app.get('/applications', { schema: { tags, summary: 'Applications the user decides on, or their own' } }, async (request, reply) => {
    const query = parseListQuery(request.query, listRules);
    const { total, ...bundle } = await database.withTenant(request.tenant.id, (tx) => listVisibleApplications({ request, tx }, query));
    const { links, meta } = paginate(request.url, query.page, total);
    return reply.jsonApi(applySparseFieldsets({ ...applicationDocumentParts(bundle), links, meta }, query.fields));
  });

  app.get<IdParams>('/applications/:id', { schema: { tags, summary: 'One application' } }, async (request, reply) => {
    const query = parseListQuery(request.query, oneRules);
    const bundle = await database.withTenant(request.tenant.id, (tx) => getApplication({ request, tx }, request.params.id, query.include));
    return reply.jsonApi(one(bundle, query.fields));
  });

  for (const action of Object.keys(APPLICATION_TRANSITIONS) as ApplicationAction[]) {
    app.post<IdParams>(`/applications/:id/${action}`, { schema: { tags, summary: ACTION_SUMMARIES[action] } }, async (request, reply) => {
      const query = parseListQuery(request.query, oneRules);
      const bundle = await database.withTenant(request.tenant.id, async (tx) =>
        bundleOf({ request, tx }, [await takeApplicationAction({ request, tx }, request.params.id, action, request.body)], query.include),
      );
      return reply.jsonApi(one(bundle, query.fields));
    });
  }
}
