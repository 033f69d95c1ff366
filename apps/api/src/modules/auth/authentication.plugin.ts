import fp from 'fastify-plugin';
import { ApiError } from '../../http/errors';
import { isUuid } from '../../http/json-api';
import { findCenterOfOrganization } from '../organizations/organizations.data';
import { authenticate } from './auth.service';
import { credentialsFrom } from './tokens';
import { hasRole, type CurrentUser } from './session';

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    currentUser: CurrentUser | null;
    /** The organisation the user acts for (`Current-Organization-Id`), checked against their memberships. */
    currentOrganizationId: string | null;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyContextConfig {
    /** The answer carries another session's headers, so the caller's token is not rotated (it could not be handed back). */
    keepSessionToken?: boolean;
  }
}

/**
 * Reads the devise_token_auth headers of every request, validates and rotates
 * the token, and puts the signed-in user on the request. Invalid credentials
 * leave the request anonymous; routes that need a user answer 401.
 */
export const authenticationPlugin = fp(
  async (app) => {
    app.decorateRequest('currentUser', null);
    app.decorateRequest('currentOrganizationId', null);

    app.addHook('onRequest', async (request, reply) => {
      if (!request.tenant) return;
      const credentials = credentialsFrom(request.headers);
      if (!credentials) return;
      const result = await app.database.withTenant(request.tenant.id, (tx) =>
        authenticate(tx, {
          tenant: request.tenant,
          secretKey: app.config.secretKey,
          allowInactiveUsers: app.config.allowInactiveUsers,
          credentials,
          rotate: !request.routeOptions.config?.keepSessionToken,
        }),
      );
      if (!result) return;
      request.currentUser = result.user;
      reply.headers(result.headers);

      const organizationHeader = request.headers['current-organization-id'];
      const organizationId = (Array.isArray(organizationHeader) ? organizationHeader[0] : organizationHeader)?.trim();
      if (!organizationId) return;
      if (!isUuid(organizationId)) throw new ApiError('INVALID_HEADER', { params: { header: 'Current-Organization-Id' } });
      const id = organizationId.toLowerCase();
      if (!result.user.organizationIds.includes(id) && !(await mayActForAnyOrganization(result.user, id))) {
        throw new ApiError('FORBIDDEN', { detailKey: 'error.FORBIDDEN.organization' });
      }
      request.currentOrganizationId = id;
    });

    // Admins may act for any organisation of their tenant, centre staff for any of their centre.
    async function mayActForAnyOrganization(user: CurrentUser, organizationId: string): Promise<boolean> {
      if (!hasRole(user, 'admin', 'center_superuser')) return false;
      const volunteerCenterId = await app.database.withTenant(user.tenantId, (tx) =>
        findCenterOfOrganization(tx, user.tenantId, organizationId),
      );
      if (!volunteerCenterId) return false;
      return hasRole(user, 'admin') || volunteerCenterId === user.volunteerCenterId;
    }
  },
  { name: 'authentication', dependencies: ['tenancy'] },
);
