import type { FastifyInstance } from 'fastify';
import { parseListQuery } from '../../platform/http/json-api';
import { serializeProfile } from '../../identity/tenancy/tenancy.serializer';
import { updateCenterProfile } from './center-profiles.service';

const tags = ['volunteer centres'];

/** Staff edit their centre's profile: its design, footer, contact person and map tiles. */
export async function centerProfilesRoutes(app: FastifyInstance) {
  app.patch(
    '/volunteer_centers/current/profile',
    { schema: { tags, summary: "Change the current centre's profile: design, footer, contact person, map tiles (staff; audited)" } },
    async (request, reply) => {
      parseListQuery(request.query);
      const profile = await request.withContext((context) => updateCenterProfile(context, request.body));
      return reply.jsonApi({ data: serializeProfile(profile) });
    },
  );
}
