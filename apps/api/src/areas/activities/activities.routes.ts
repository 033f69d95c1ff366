import type { FastifyInstance } from 'fastify';
import { MAX_PAGE_SIZE } from '@platform/contracts';
import { paginate, parseListQuery, uniqueResources, type ListQueryRules, type ResourceObject } from '../../platform/http/json-api';
import { describeRoute } from '../../platform/http/route-schema';
import { translate } from '../../platform/i18n/messages';
import { findOrganization, type OrganizationRow } from '../../identity/organizations/organizations.data';
import { serializeOrganization } from '../../identity/organizations/organizations.serializer';
import { feedTenant, siteUrl } from '../../identity/tenancy/tenancy.plugin';
import { findVolunteerCenter } from '../../identity/tenancy/tenancy.data';
import { mayManageVacancy } from '../vacancies/vacancies.policy';
import { serializeVacancy } from '../vacancies/vacancies.serializer';
import { activitiesCalendar } from './activities.calendar';
import { activityRange, dutchDayStart, findActivities, idList, MAX_RANGE_DAYS, type ActivityWithOccurrences } from './activities.service';

const tags = ['activities'];

const listRules: ListQueryRules = {
  includes: ['organization'],
  filters: ['from', 'until', 'category_id', 'organization_id'],
};
const feedRules: ListQueryRules = { extra: ['tenant', 'center', 'category_id', 'organization_id'] };

/** How far back a subscribed calendar still shows one-off activities. */
const FEED_PAST_DAYS = 31;

/** The activity calendar (issue 4): activities with their occurrences, and the same as an iCalendar feed. */
export async function activitiesRoutes(app: FastifyInstance) {

  app.get(
    '/activities',
{
      schema: describeRoute({
        tags,
        summary: `Published activities with their occurrences (meta of each) in a range (default the coming month, at most ${MAX_RANGE_DAYS} days)`,
        query: listRules,
        response: { 200: { document: 'many', type: 'vacancies', included: ['organizations'] } },
      }),
    },
    async (request, reply) => {
      const query = parseListQuery(request.query, listRules);
      // A calendar shows the whole range at once: without page[size], everything (up to the largest page).
      if (!('page[size]' in (request.query as Record<string, unknown>))) query.page.size = MAX_PAGE_SIZE;
      const range = activityRange(query.filters.get('from'), query.filters.get('until'));
      const { activities, organizations, user } = await request.withContext(async (context) => {
        const found = await findActivities(context.tx, request.tenant, {
            ...range,
            categoryIds: idList(query.filters.get('category_id'), 'filter[category_id]'),
            organizationIds: idList(query.filters.get('organization_id'), 'filter[organization_id]'),
        });
        const page = found.slice((query.page.number - 1) * query.page.size, query.page.number * query.page.size);
        const included: OrganizationRow[] = [];
        if (query.include.has('organization')) {
          for (const id of new Set(page.map((a) => a.vacancy.organizationId))) {
            const organization = await findOrganization(context.tx, request.tenant.id, id);
            if (organization) included.push(organization);
          }
        }
        return { activities: { page, total: found.length }, organizations: included, user: context.user };
      });
      const data = activities.page.map(({ vacancy, occurrences }: ActivityWithOccurrences): ResourceObject & { meta: Record<string, unknown> } => ({
        ...serializeVacancy(vacancy, mayManageVacancy(user, vacancy)),
        meta: {
          occurrences: occurrences.map((o) => ({ starts_at: o.startsAt.toISOString(), ends_at: o.endsAt?.toISOString() ?? null })),
        },
      }));
      const { links, meta } = paginate(request.url, query.page, activities.total);
      return reply.jsonApi({
        data,
        ...(query.include.has('organization') ? { included: uniqueResources(organizations.map((o) => serializeOrganization(o))) } : {}),
        links,
        meta: { ...meta, from: range.from.toISOString(), until: range.until.toISOString() },
      });
    },
  );

  app.get(
    '/activities.ics',
{
      schema: describeRoute({
        tags,
        summary: 'The activities as an iCalendar feed to subscribe to (?tenant=, ?center=, ?category_id=, ?organization_id=)',
        query: feedRules,
        response: { 200: { mediaType: 'text/calendar', description: 'An iCalendar feed' } },
      }),
    },
    async (request, reply) => {
      parseListQuery(request.query, feedRules);
      const params = request.query as Record<string, string | undefined>;
      // The query names the tenant and centre as the headers do for other callers: the request is theirs.
      request.tenant = await feedTenant(request, params.tenant, params.center);
      const now = new Date();
      const calendar = await request.withContext(async (context) => {
        const { tenant } = context;
        const found = await findActivities(context.tx, tenant, {
          from: dutchDayStart(now, -FEED_PAST_DAYS),
          until: dutchDayStart(now, MAX_RANGE_DAYS),
          categoryIds: idList(params.category_id, 'category_id'),
          organizationIds: idList(params.organization_id, 'organization_id'),
        });
        const center = await findVolunteerCenter(context.tx, tenant.id, tenant.volunteerCenterId);
        const centerName = center?.name ?? tenant.appName;
        const activities = [];
        for (const { vacancy } of found) {
          activities.push({ vacancy, url: await siteUrl(context, vacancy.volunteerCenterId, 'public_site', `/vacancies/${vacancy.id}`) });
        }
        return activitiesCalendar({
          name: translate(request.locale, 'calendar.name', { center: centerName }),
          description: translate(request.locale, 'calendar.description', { center: centerName }),
          activities,
        });
      });
      return reply
        .code(200)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', 'inline; filename="activiteiten.ics"')
        .header('cache-control', 'public, max-age=300')
        .send(calendar);
    },
  );
}
