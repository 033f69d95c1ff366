import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { APP_CONTEXTS, type AppContext, type TenantId } from '@platform/contracts';
import { computeTenantFeatures, isTenantId, type TenantFeatures } from '@platform/tenancy';
import type { Config } from '../../config';
import type { Database } from '../../platform/db/database';
import { ApiError } from '../../platform/http/errors';
import { isUuid } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { listHosts, listTenants, listVolunteerCenters, type HostRow } from './tenancy.repository';
import type { HostApp } from './tenancy.tables';

/** Who a request is for: tenant, its features, the volunteer centre and the app its host serves. */
export type TenantContext = {
  id: TenantId;
  appName: string;
  appContext: AppContext;
  features: TenantFeatures;
  volunteerCenterId: string;
  /** The app the request's host serves in all-in-one mode, when the host is known. */
  app: HostApp | null;
};

declare module 'fastify' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyRequest {
    tenant: TenantContext;
  }
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions -- module augmentation needs an interface
  interface FastifyInstance {
    tenancy: TenancyDirectory;
  }
}

type TenantEntry = { appName: string; appContext: AppContext; centerIds: Set<string>; defaultCenterId: string };

// Hosts, tenants and centres change rarely and are read on every request, so
// they are kept in memory and reloaded at most every few seconds.
const RELOAD_AFTER_MS = 10_000;

export class TenancyDirectory {
  private hosts = new Map<string, HostRow>();
  private tenants = new Map<string, TenantEntry>();
  private loadedAt = 0;
  private loading: Promise<void> | null = null;

  constructor(
    private readonly database: Database,
    private readonly config: Pick<
      Config,
      'env' | 'port' | 'defaultTenant' | 'publicOrigin' | 'portalOrigin' | 'enableOrganizationsMoving'
    >,
  ) {}

  /** Forgets what was loaded, e.g. after a centre or host was added. */
  invalidate(): void {
    this.loadedAt = 0;
  }

  async current(): Promise<{ hosts: Map<string, HostRow>; tenants: Map<string, TenantEntry> }> {
    if (Date.now() - this.loadedAt > RELOAD_AFTER_MS) {
      this.loading ??= this.load().finally(() => {
        this.loading = null;
      });
      await this.loading;
    }
    return { hosts: this.hosts, tenants: this.tenants };
  }

  /**
   * The context of a tenant (and one of its centres, else its default centre);
   * unknown is an error: jobs name tenants the directory lists.
   */
  async tenantContext(tenantId: string, volunteerCenterId?: string, app: HostApp | null = null): Promise<TenantContext> {
    const { tenants } = await this.current();
    const tenant = tenants.get(tenantId);
    if (!tenant) throw new ApiError('UNKNOWN_TENANT', { params: { tenant: tenantId } });
    return this.contextOf(tenantId as TenantId, tenant, volunteerCenterId ?? tenant.defaultCenterId, app);
  }

  contextOf(id: TenantId, tenant: TenantEntry, volunteerCenterId: string, app: HostApp | null): TenantContext {
    return {
      id,
      appName: tenant.appName,
      appContext: tenant.appContext,
      features: computeTenantFeatures(id, tenant.appContext, { enableOrganizationsMoving: this.config.enableOrganizationsMoving }),
      volunteerCenterId,
      app,
    };
  }

  /**
   * What is loaded, even if stale, with a reload started in the background.
   * Callers inside a request's transaction use this: on the embedded database
   * there is one connection, so awaiting a reload there would wait for the
   * transaction that is waiting for it.
   */
  private async withoutWaiting(): Promise<{ hosts: Map<string, HostRow>; tenants: Map<string, TenantEntry> }> {
    if (this.loadedAt === 0) return this.current();
    if (Date.now() - this.loadedAt > RELOAD_AFTER_MS) {
      this.current().catch(() => {
        // The next request reloads again; a failed background reload keeps what is loaded.
      });
    }
    return { hosts: this.hosts, tenants: this.tenants };
  }

  /**
   * The origin links to a centre's app are built from: for the default
   * tenant's default centre PUBLIC_ORIGIN / PORTAL_ORIGIN when set, else the
   * `origin` configured on one of the centre's host rows, else one derived
   * from its canonical host name (the shortest that is not an IP address).
   * A centre without hosts for that app links to its tenant's default centre,
   * then to the default tenant's. Never taken from a request's Host header.
   */
  async originFor(tenantId: string, volunteerCenterId: string, app: HostApp): Promise<string> {
    const { hosts, tenants } = await this.withoutWaiting();
    const defaultTenant = tenants.get(this.config.defaultTenant);
    const candidates: [string, string | undefined][] = [
      [tenantId, volunteerCenterId],
      [tenantId, tenants.get(tenantId)?.defaultCenterId],
      [this.config.defaultTenant, defaultTenant?.defaultCenterId],
    ];
    for (const [tenant, center] of candidates) {
      if (!center) continue;
      if (tenant === this.config.defaultTenant && center === defaultTenant?.defaultCenterId) {
        const configured = app === 'portal' ? this.config.portalOrigin : this.config.publicOrigin;
        if (configured) return configured;
      }
      const rows = [...hosts.values()].filter((h) => h.tenantId === tenant && h.volunteerCenterId === center && h.app === app);
      const configured = rows.find((h) => h.origin)?.origin;
      if (configured) return configured;
      const canonical = rows
        .map((h) => h.hostname)
        .filter((hostname) => !/^[\d.]+$|:/.test(hostname))
        .sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
      if (canonical) return this.derivedOrigin(canonical);
    }
    return this.derivedOrigin(app === 'portal' ? 'portal.localhost' : 'localhost');
  }

  /** Production serves HTTPS on the default port; development and tests serve HTTP on PORT (all-in-one). */
  private derivedOrigin(hostname: string): string {
    if (this.config.env === 'production') return `https://${hostname}`;
    return `http://${hostname}${this.config.port === 80 ? '' : `:${this.config.port}`}`;
  }

  private async load(): Promise<void> {
    const { db } = this.database;
    const [tenantRows, hostRows] = await Promise.all([listTenants(db), listHosts(db)]);
    const tenants = new Map<string, TenantEntry>();
    for (const tenant of tenantRows) {
      const centers = await this.database.withTenant(tenant.id, (tx) => listVolunteerCenters(tx, tenant.id));
      const defaultCenter = centers.find((c) => c.isDefault) ?? centers[0];
      if (!defaultCenter) continue;
      tenants.set(tenant.id, {
        appName: tenant.appName,
        appContext: (APP_CONTEXTS as readonly string[]).includes(tenant.appContext)
          ? (tenant.appContext as AppContext)
          : 'gelderland',
        centerIds: new Set(centers.map((c) => c.id)),
        defaultCenterId: defaultCenter.id,
      });
    }
    this.hosts = new Map(hostRows.map((h) => [h.hostname.toLowerCase(), h]));
    this.tenants = tenants;
    this.loadedAt = Date.now();
  }
}

/**
 * Absolute URL of `pathAndQuery` on a centre's site of the request's tenant,
 * from the centre's configured origin (see TenancyDirectory.originFor).
 */
export async function siteUrl(
  { tenant, tenancy }: Pick<RequestContext, 'tenant' | 'tenancy'>,
  volunteerCenterId: string,
  app: HostApp,
  pathAndQuery: string,
): Promise<string> {
  return `${await tenancy.originFor(tenant.id, volunteerCenterId, app)}${pathAndQuery}`;
}

function singleHeader(value: string | string[] | undefined): string | undefined {
  const first = Array.isArray(value) ? value[0] : value;
  return first?.trim() || undefined;
}

/**
 * Resolves the tenant from `X-Tenant`, else the host name, else DEFAULT_TENANT;
 * the centre from `Volunteer-Center-Id` (which must belong to that tenant),
 * else the host's centre, else the tenant's default centre.
 */
export const tenancyPlugin = fp<{ config: Config; database: Database }>(
  async (app, { config, database }) => {
    const directory = new TenancyDirectory(database, config);
    app.decorate('tenancy', directory);
    app.decorateRequest('tenant', null as unknown as TenantContext);

    app.addHook('onRequest', async (request) => {
      if (request.url === '/healthz' || request.url === '/readyz') return;
      const { hosts, tenants } = await directory.current();
      const host = hosts.get(request.hostname.toLowerCase());

      const requestedTenant = singleHeader(request.headers['x-tenant']);
      if (requestedTenant !== undefined && (!isTenantId(requestedTenant) || !tenants.has(requestedTenant))) {
        throw new ApiError('UNKNOWN_TENANT', { params: { tenant: requestedTenant.slice(0, 64) } });
      }
      const tenantId = (requestedTenant ?? host?.tenantId ?? config.defaultTenant) as TenantId;
      const tenant = tenants.get(tenantId);
      if (!tenant) throw new ApiError('UNKNOWN_TENANT', { params: { tenant: tenantId } });

      const appContext = singleHeader(request.headers['app-context']);
      if (appContext !== undefined && !(APP_CONTEXTS as readonly string[]).includes(appContext)) {
        throw new ApiError('INVALID_HEADER', { params: { header: 'App-Context' } });
      }

      const requestedCenter = singleHeader(request.headers['volunteer-center-id']);
      if (requestedCenter !== undefined && (!isUuid(requestedCenter) || !tenant.centerIds.has(requestedCenter.toLowerCase()))) {
        throw new ApiError('INVALID_VOLUNTEER_CENTER');
      }
      const hostCenter = host && host.tenantId === tenantId ? host.volunteerCenterId : undefined;

      request.tenant = directory.contextOf(
        tenantId,
        tenant,
        requestedCenter?.toLowerCase() ?? hostCenter ?? tenant.defaultCenterId,
        host?.app ?? null,
      );
    });
  },
  { name: 'tenancy', dependencies: ['json-api'] },
);

/**
 * The tenant and centre of a feed request (iCalendar, RSS, JSON Feed): feed
 * readers cannot send headers, so `?tenant=` and `?center=` may name them
 * (validated like the X-Tenant and Volunteer-Center-Id headers); otherwise the
 * request's own.
 */
export async function feedTenant(request: FastifyRequest, tenantParameter?: string, centerParameter?: string): Promise<TenantContext> {
  if (tenantParameter === undefined && centerParameter === undefined) return request.tenant;
  const { tenants } = await request.server.tenancy.current();
  const tenantId = tenantParameter ?? request.tenant.id;
  const tenant = isTenantId(tenantId) ? tenants.get(tenantId) : undefined;
  if (!tenant || !isTenantId(tenantId)) throw new ApiError('UNKNOWN_TENANT', { params: { tenant: tenantId.slice(0, 64) }, parameter: 'tenant' });
  if (centerParameter !== undefined && (!isUuid(centerParameter) || !tenant.centerIds.has(centerParameter.toLowerCase()))) {
    throw new ApiError('INVALID_VOLUNTEER_CENTER', { parameter: 'center' });
  }
  const sameTenant = tenantId === request.tenant.id;
  return {
    id: tenantId,
    appName: tenant.appName,
    appContext: tenant.appContext,
    features: computeTenantFeatures(tenantId, tenant.appContext),
    volunteerCenterId: centerParameter?.toLowerCase() ?? (sameTenant ? request.tenant.volunteerCenterId : tenant.defaultCenterId),
    app: sameTenant ? request.tenant.app : null,
  };
}
