import type { Config } from '../../config';
import { resource, type ResourceObject } from '../../platform/http/json-api';
import type { TenantContext } from './tenancy.plugin';
import type { VolunteerCenterProfileRow, VolunteerCenterRow } from './tenancy.repository';

export function serializeVolunteerCenter(center: VolunteerCenterRow, profile?: VolunteerCenterProfileRow): ResourceObject {
  return resource(
    'volunteer_centers',
    center.id,
    { name: center.name, slug: center.slug, isDefault: center.isDefault },
    profile ? { profile: { data: { type: 'volunteer_center_profiles', id: profile.id } } } : undefined,
  );
}

export function serializeProfile(profile: VolunteerCenterProfileRow): ResourceObject {
  const { id, tenantId: _tenantId, volunteerCenterId, createdAt, updatedAt, ...attributes } = profile;
  return resource('volunteer_center_profiles', id, {
    ...attributes,
    volunteerCenterId,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  });
}

/**
 * What the apps need before first render besides the profile: tenant, app
 * name, features, the time zone every date on the centre's pages is shown in,
 * and whether the portal offers its developer test pages (to admins).
 */
export function tenantMeta(tenant: TenantContext, { timeZone, testPages }: Pick<Config, 'timeZone' | 'testPages'>) {
  return {
    tenant: tenant.id,
    time_zone: timeZone,
    test_pages: testPages,
    app_name: tenant.appName,
    app_context: tenant.appContext,
    features: {
      volunteer_profiles: tenant.features.volunteerProfiles,
      activities: tenant.features.activities,
      peer_to_peer: tenant.features.peerToPeer,
      center_sharing: tenant.features.centerSharing,
      multi_language: tenant.features.multiLanguage,
      organizations_moving: tenant.features.organizationsMoving,
    },
  };
}
