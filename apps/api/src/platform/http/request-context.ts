import type { Locale, PartnerKeyScope } from '@platform/contracts';
import type { Config } from '../../config';
import type { Tx } from '../db/database';
import type { CurrentUser } from '../../identity/access/access';
import type { TenancyDirectory, TenantContext } from '../../identity/tenancy/tenancy.plugin';
import type { AuthHeaders } from '../secrets/tokens';

/**
 * A partner's system calling with an API key (`Authorization: Bearer vcpk_…`): never a user,
 * limited to its key's centre and scopes (identity/partner-keys).
 */
export type PartnerCaller = {
  keyId: string;
  name: string;
  volunteerCenterId: string;
  scopes: readonly PartnerKeyScope[];
  /** The one organisation a `vacancies:write` key writes for. */
  organizationId: string | null;
};

/** Who is calling: the signed-in user (or nobody) and the organisation they act for. */
export type Caller = {
  user: CurrentUser | null;
  /** The organisation the user acts for (`Current-Organization-Id`), checked against what they may act for. */
  organizationId: string | null;
  /** Set (with no user) when a partner key calls. */
  partner?: PartnerCaller | null;
};

/** Runs `work` in a tenant transaction with a context of nobody signed in: how jobs call services. */
export type TenantContextRunner = <T>(
  tenantId: string,
  action: string,
  work: (context: RequestContext) => Promise<T>,
) => Promise<T>;

/**
 * What a service is given: who asks, for which tenant and centre, in which
 * language, and the one tenant transaction everything it reads and writes
 * goes through. HTTP requests, jobs and tests build it the same way
 * (http/database.plugin.ts); services never see Fastify.
 */
export type RequestContext = Caller & {
  /** The tenant, its features and the volunteer centre the request is for (`tenant.volunteerCenterId`). */
  tenant: TenantContext;
  locale: Locale;
  /** The caller's IP address (audit log); none for jobs. */
  ip: string | undefined;
  /** A transaction as app_user with the tenant set for row-level security. */
  tx: Tx;
  config: Config;
  /** Where links to a centre's apps point (never the request's Host header). */
  tenancy: Pick<TenancyDirectory, 'originFor' | 'invalidate'>;
  /**
   * Whether this request was charged against the "mails others" limits
   * (rate-limits/mail-limits.plugin.ts); only then may it mail addresses the
   * caller does not own.
   */
  mayMailOthers: boolean;
  /** What is doing the work, for messages to developers: `POST /api/v1/users` or a job's name. */
  action: string;
  /** Set by whoever queues a job, so the worker is woken once the transaction has committed. */
  effects: { jobsQueued: boolean };
};

export type RequestHeaders = Record<string, string | string[] | undefined>;

export type IdentifyInput = {
  tenant: TenantContext;
  secretKey: string;
  allowInactiveUsers: boolean;
  /** The request's headers: the devise_token_auth credentials and `Current-Organization-Id`. */
  headers: RequestHeaders;
  /** False when the answer carries another session's headers, so the caller's token is not rotated. */
  rotate: boolean;
};

/** A caller and the session headers their answer carries (a rotated token), if any. */
export type Identified = Caller & { sessionHeaders: Partial<AuthHeaders> | null };

export const ANONYMOUS: Identified = { user: null, organizationId: null, sessionHeaders: null };

/**
 * How the identity layer recognises the caller of a request. The database plugin identifies the
 * caller in the request's transaction; the composition root gives it this, so http knows no module.
 */
export type CallerIdentification = {
  /** Whether the request carries credentials (a session's or a partner key) at all, valid or not; without them it is anonymous at once. */
  presentsCredentials(headers: RequestHeaders): boolean;
  identifyCaller(tx: Tx, input: IdentifyInput): Promise<Identified>;
};
