import type { FastifyInstance } from 'fastify';
import { centerProfileUpdateSchema } from '@platform/contracts';
import { parseListQuery } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { serializeProfile } from '../../identity/tenancy/tenancy.serializer';
import { updateCenterProfile } from './center-profiles.service';

const tags = ['volunteer centres'];

/** Staff edit their centre's profile: its design, footer, contact person and map tiles. */
export async function centerProfilesRoutes(app: FastifyInstance) {
  app.patch(
    '/volunteer_centers/current/profile',
    {
      schema: describeRoute({
        tags,
        summary: "Change the current centre's profile: design, footer, contact person, map tiles (staff; audited)",
        query: {},
        body: { type: 'volunteer_center_profiles', attributes: centerProfileUpdateSchema },
        response: { 200: { document: 'one', type: 'volunteer_center_profiles' } },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query);
      const profile = await request.withContext((context) => updateCenterProfile(context, request.body));
      return reply.jsonApi({ data: serializeProfile(profile) });
    },
  );
}
