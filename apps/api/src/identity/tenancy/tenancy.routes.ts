import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../platform/http/errors';
import { applySparseFieldsets, parseListQuery } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { findProfiles, findVolunteerCenter, listVolunteerCenters } from './tenancy.repository';
import { serializeProfile, serializeVolunteerCenter, tenantMeta } from './tenancy.serializer';

const tags = ['volunteer centres'];

/**
 * Public: the tenant's volunteer centres and the current centre's site profile
 * (loaded before first render). Staff of the centre change its profile.
 */
export async function tenancyRoutes(app: FastifyInstance) {
  const withProfile = { includes: ['profile'] };
  const centersSchema = describeRoute({
    tags,
    summary: "The tenant's volunteer centres",
    query: withProfile,
    response: { 200: { document: 'many', type: 'volunteer_centers', included: ['volunteer_center_profiles'] } },
  });
  app.get('/volunteer_centers', { schema: centersSchema }, async (request, reply) => {
    const query = parseListQuery(request.query, withProfile);
    const { tenant } = request;
    const { centers, profiles } = await request.withContext(async (context) => {
      const centers = await listVolunteerCenters(context.tx, tenant.id);
      const profiles = query.include.has('profile') ? await findProfiles(context.tx, tenant.id, centers.map((c) => c.id)) : [];
      return { centers, profiles };
    });
    const profileOf = new Map(profiles.map((p) => [p.volunteerCenterId, p]));
    return reply.jsonApi(
      applySparseFieldsets(
        {
          data: centers.map((c) => serializeVolunteerCenter(c, profileOf.get(c.id))),
          ...(query.include.has('profile') ? { included: profiles.map(serializeProfile) } : {}),
          meta: { ...tenantMeta(tenant, app.config), total: centers.length, current_volunteer_center_id: tenant.volunteerCenterId },
        },
        query.fields,
      ),
    );
  });

  app.get(
    '/volunteer_centers/current',
    {
      schema: describeRoute({
        tags,
        summary: 'The centre of this host (or Volunteer-Center-Id) with its profile',
        query: withProfile,
        response: { 200: { document: 'one', type: 'volunteer_centers', included: ['volunteer_center_profiles'] } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, withProfile);
      const { tenant } = request;
      const { center, profile } = await request.withContext(async (context) => {
        const center = await findVolunteerCenter(context.tx, tenant.id, tenant.volunteerCenterId);
        const [profile] = center ? await findProfiles(context.tx, tenant.id, [center.id]) : [];
        return { center, profile };
      });
      if (!center) throw new ApiError('NOT_FOUND');
      return reply.jsonApi(
        applySparseFieldsets(
          {
            data: serializeVolunteerCenter(center, profile),
            ...(query.include.has('profile') && profile ? { included: [serializeProfile(profile)] } : {}),
            meta: tenantMeta(tenant, app.config),
          },
          query.fields,
        ),
      );
    },
  );
}
