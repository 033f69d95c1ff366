import type { FastifyInstance } from 'fastify';
import { volunteerProfileUpdateSchema } from '@platform/contracts';
import { applySparseFieldsets, pageDocument, parseListQuery } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import {
  previewOwnProfile,
  getOwnProfile,
  saveOwnProfile,
} from './volunteer-pool.profiles.service';
import {
  serializeOwnProfile,
  serializePoolProfile,
  type PoolView,
} from './volunteer-pool.profiles.serializer';
import { poolSearchRoutes } from './volunteer-pool.search.routes';
import { RECOMMENDATIONS_PAGE_SIZE, recommendFor } from './volunteer-pool.matching.recommendations';

const tags = ['volunteer pool'];

/**
 * Volunteer profiles (issue 28): the signed-in user's own profile, and the
 * pool of the centre that its staff and approved organisations search
 * (docs/api.md, "Volunteer pool"). With the `volunteerProfiles` feature off
 * every route is a 404.
 */
export async function volunteerPoolProfilesRoutes(app: FastifyInstance) {
  // The pool that staff and organisations search.
  await app.register(poolSearchRoutes);

  app.get(
    '/volunteer_profile',
    {
      schema: describeRoute({
        tags,
        summary: 'Your own volunteer profile (data: null when you keep none)',
        query: {},
        response: { 200: { document: 'one', type: 'volunteer_profiles', nullable: true } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const profile = await request.withContext(getOwnProfile);
      return reply.jsonApi(
        applySparseFieldsets({ data: profile && serializeOwnProfile(profile) }, query.fields),
      );
    },
  );

  app.put(
    '/volunteer_profile',
    {
      schema: describeRoute({
        tags,
        summary:
          "Create or change your volunteer profile; in_pool puts it in the centre's pool or takes it out at once",
        query: {},
        body: { type: 'volunteer_profiles', attributes: volunteerProfileUpdateSchema },
        response: { 200: { document: 'one', type: 'volunteer_profiles' } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const profile = await request.withContext((context) => saveOwnProfile(context, request.body));
      return reply.jsonApi(
        applySparseFieldsets({ data: serializeOwnProfile(profile) }, query.fields),
      );
    },
  );

  app.get(
    '/volunteer_profile/preview',
    {
      schema: describeRoute({
        tags,
        summary:
          'Your profile exactly as an organisation sees it in the pool (no contact details, no match)',
        query: {},
        response: { 200: { document: 'one', type: 'volunteer_profiles:pool', nullable: true } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query);
      const profile = await request.withContext(previewOwnProfile);
      const view: PoolView = {
        withContact: false,
        distanceKm: null,
        match: null,
        canReplyFrom: null,
      };
      return reply.jsonApi(
        applySparseFieldsets(
          { data: profile && serializePoolProfile(profile, view) },
          query.fields,
        ),
      );
    },
  );

  app.get(
    '/volunteer_profile/recommendations',
    {
      schema: describeRoute({
        tags,
        summary:
          '"Voor jou": published vacancies and activities ranked by the match with your profile, answered as GET /vacancies/search with include=organization; meta.matches = { [vacancy_id]: { score, reasons, distance_km } }',
        query: { pageSize: RECOMMENDATIONS_PAGE_SIZE },
        response: { 200: { document: 'many', type: 'vacancies', included: ['organizations'] } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, { pageSize: RECOMMENDATIONS_PAGE_SIZE });
      // Brought up to date before the request's transaction, as the pool's index (searchPool).
      const index = await app.vacancySearch.indexes.forTenant(request.tenant.id);
      const { data, included, total, matches } = await request.withContext((context) =>
        recommendFor(context, index, app.volunteerPool.matchedVacancies, query.page),
      );
      return reply.jsonApi(
        pageDocument(request.url, query, { data, included, total, meta: { matches } }),
      );
    },
  );
}
