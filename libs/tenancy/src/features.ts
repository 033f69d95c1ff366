import { TENANT_IDS, VACANCY_TYPES, type AppContext, type TenantId, type VacancyType } from '@platform/contracts';

/** Feature switches of spec §1, the same on server and client. */
export type TenantFeatures = {
  volunteerProfiles: boolean;
  activities: boolean;
  peerToPeer: boolean;
  centerSharing: boolean;
  multiLanguage: boolean;
  /** `enableOrganizationsMoving` of spec §1: staff may move an organisation to another centre of the tenant. */
  organizationsMoving: boolean;
};

const FIRST_TENANT: TenantId = TENANT_IDS[0];

/**
 * Computes the feature switches for a tenant running as a deployment variant.
 * `appContext` is the tenant's variant: `meedoen` or `gelderland`.
 */
export function computeTenantFeatures(
  tenantId: TenantId,
  appContext: AppContext,
  options: { enableOrganizationsMoving?: boolean } = {},
): TenantFeatures {
  const isMeedoen = appContext === 'meedoen';
  return {
    volunteerProfiles: !isMeedoen,
    activities: !isMeedoen && tenantId !== FIRST_TENANT,
    peerToPeer: tenantId === 'public' || tenantId === FIRST_TENANT,
    centerSharing: tenantId === 'public' && !isMeedoen,
    multiLanguage: tenantId === 'public' || isMeedoen,
    // Off in the base configuration; the public tenant, the one with several
    // centres, runs the alternative configuration where it is on.
    organizationsMoving: options.enableOrganizationsMoving === true || (tenantId === 'public' && !isMeedoen),
  };
}

export function isTenantId(value: unknown): value is TenantId {
  return typeof value === 'string' && (TENANT_IDS as readonly string[]).includes(value);
}

/** The vacancy types a tenant offers: p2p and activities only where their features are on. */
export function offeredVacancyTypes(features: Pick<TenantFeatures, 'peerToPeer' | 'activities'>): VacancyType[] {
  return VACANCY_TYPES.filter(
    (type) => (type !== 'p2p' || features.peerToPeer) && (type !== 'activity' || features.activities),
  );
}

/** The vacancy types a tenant has switched off: asking for one is an error, showing one never happens. */
export function switchedOffVacancyTypes(features: Pick<TenantFeatures, 'peerToPeer' | 'activities'>): VacancyType[] {
  const offered = offeredVacancyTypes(features);
  return VACANCY_TYPES.filter((type) => !offered.includes(type));
}
