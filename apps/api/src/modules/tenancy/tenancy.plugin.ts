import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import { APP_CONTEXTS, type AppContext, type TenantId } from '@platform/contracts';
import { computeTenantFeatures, isTenantId, type TenantFeatures } from '@platform/tenancy';
import type { Config } from '../../config';
import type { Database } from '../../db/database';
import { ApiError } from '../../http/errors';
import { isUuid } from '../../http/json-api';
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

  constructor(private readonly database: Database) {}

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
   * The host name of a centre's site for one app, for links in mails: the one
   * the request came in on when it serves that site, else the shortest mapped
   * name that is not an IP address (the canonical one, not an alias).
   */
  async hostnameFor(tenantId: string, volunteerCenterId: string, app: HostApp, preferred?: string): Promise<string | undefined> {
    const { hosts } = await this.withoutWaiting();
    const serves = (h: HostRow | undefined) =>
      !!h && h.tenantId === tenantId && h.volunteerCenterId === volunteerCenterId && h.app === app;
    if (preferred && serves(hosts.get(preferred.toLowerCase()))) return preferred.toLowerCase();
    return [...hosts.values()]
      .filter((h) => serves(h) && !/^[\d.]+$|:/.test(h.hostname))
      .map((h) => h.hostname)
      .sort((a, b) => a.length - b.length || a.localeCompare(b))[0];
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
 * Absolute URL of `pathAndQuery` on a centre's site, with the scheme and port
 * the request came in on (so links work in all-in-one mode and behind a proxy).
 */
export async function siteUrl(
  request: FastifyRequest,
  volunteerCenterId: string,
  app: HostApp,
  pathAndQuery: string,
): Promise<string> {
  const hostname =
    (await request.server.tenancy.hostnameFor(request.tenant.id, volunteerCenterId, app, request.hostname)) ?? request.hostname;
  const port = request.port && ![80, 443].includes(request.port) ? `:${request.port}` : '';
  return `${request.protocol}://${hostname}${port}${pathAndQuery}`;
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
    const directory = new TenancyDirectory(database);
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

      request.tenant = {
        id: tenantId,
        appName: tenant.appName,
        appContext: tenant.appContext,
        features: computeTenantFeatures(tenantId, tenant.appContext, { enableOrganizationsMoving: app.config.enableOrganizationsMoving }),
        volunteerCenterId: requestedCenter?.toLowerCase() ?? hostCenter ?? tenant.defaultCenterId,
        app: host?.app ?? null,
      };
    });
  },
  { name: 'tenancy', dependencies: ['json-api'] },
);
