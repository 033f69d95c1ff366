import {
  IMAGE_UPLOAD_PURPOSES,
  PAGE_TYPES,
  RESERVED_SLUGS,
  SLUG_MAX,
  SLUG_PATTERN,
  slugFromTitle,
  type PageBlock,
  type PageCreateInput,
  type PageType,
  type PageUpdateInput,
} from '@platform/contracts';
import { ApiError, ValidationError, type FieldIssue } from '../../platform/http/errors';
import { isUuid, requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { requireUser, type CurrentUser } from '../../identity/access/access';
import { findOwnUpload } from '../uploads/uploads.service';
import { pageImages, parsePageCreate, parsePageUpdate } from './pages.document';
import { mayEditContent } from '../../identity/access/access';
import {
  clearHome,
  deletePage,
  findPage,
  findRevision,
  insertPage,
  insertRevision,
  listPages,
  listPublishedPagePaths,
  listRevisions,
  slugsLike,
  slugTaken,
  updatePage,
  type PageFilters,
  type PageRow,
  type PageVersion,
  type PageWithContent,
  type RevisionWithPublisher,
} from './pages.repository';
import { pagePath } from './pages.serializer';
import type { PageContent } from './pages.tables';

const reservedSlugs = new Set<string>(RESERVED_SLUGS);

/** The signed-in user when they edit the request's centre's content; 401 or 403 otherwise, before anything is looked up. */
function requireEditor(context: RequestContext): CurrentUser {
  const user = requireUser(context);
  if (!mayEditContent(user, context.tenant.volunteerCenterId)) throw new ApiError('FORBIDDEN');
  return user;
}

/**
 * The version a read shows: `published` for everyone, `draft` (asked for with
 * `status=draft`) only for the centre's editors.
 */
export function versionFor(context: RequestContext, status: string | undefined): PageVersion {
  if (status === undefined || status === 'published') return 'published';
  if (status !== 'draft') {
    throw new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter: 'status' }, parameter: 'status' });
  }
  requireEditor(context);
  return 'draft';
}

function queryParameterError(parameter: string): ApiError {
  return new ApiError('INVALID_QUERY_PARAMETER', { params: { parameter }, parameter });
}

/** The typed filters of a page list (`filter[page_type]`, `filter[is_published]`, `filter[q]`, `filter[id]`, `filter[slug]`). */
function pageFilters(filters: ListQuery['filters'], version: PageVersion): PageFilters {
  const result: PageFilters = {};
  const pageType = filters.get('page_type');
  if (pageType !== undefined) {
    if (!(PAGE_TYPES as readonly string[]).includes(pageType)) throw queryParameterError('filter[page_type]');
    result.pageType = pageType as PageType;
  }
  const published = filters.get('is_published');
  if (published !== undefined) {
    if (published !== 'true' && published !== 'false') throw queryParameterError('filter[is_published]');
    if (version === 'draft') result.isPublished = published === 'true';
  }
  const text = filters.get('q')?.trim();
  if (text) result.text = text;
  const ids = filters.get('id');
  if (ids !== undefined) {
    const list = ids.split(',').map((id) => id.trim()).filter(Boolean);
    if (list.length === 0 || list.length > 100 || !list.every(isUuid)) throw queryParameterError('filter[id]');
    result.ids = list.map((id) => id.toLowerCase());
  }
  const slug = filters.get('slug');
  if (slug !== undefined) result.slug = slug.toLowerCase();
  return result;
}

export async function listCenterPages(
  context: RequestContext,
  query: ListQuery,
  status: string | undefined,
): Promise<{ pages: PageWithContent[]; total: number; version: PageVersion }> {
  const version = versionFor(context, status);
  const { tenant, tx } = context;
  const { rows, total } = await listPages(tx, tenant.id, tenant.volunteerCenterId, version, pageFilters(query.filters, version), query);
  return { pages: rows, total, version };
}

/** One page of the request's centre in the version asked for; 404 when there is none (or it is not published). */
export async function readPage(
  context: RequestContext,
  target: { id: string | undefined } | { slug: string } | { home: true },
  status: string | undefined,
): Promise<{ page: PageWithContent; version: PageVersion }> {
  const version = versionFor(context, status);
  const filters: PageFilters =
    'id' in target ? { ids: [requireUuid(target.id)] } : 'slug' in target ? { slug: target.slug.toLowerCase() } : { isHome: true };
  if ('slug' in target && (target.slug.length > SLUG_MAX || !SLUG_PATTERN.test(target.slug.toLowerCase()))) throw new ApiError('NOT_FOUND');
  const page = await findPage(context.tx, context.tenant.id, context.tenant.volunteerCenterId, version, filters);
  if (!page) throw new ApiError('NOT_FOUND');
  return { page, version };
}

/** A free slug for `base` in the centre: `base`, else `base-2`, `base-3`, … */
async function freeSlug(context: RequestContext, base: string): Promise<string> {
  const root = (reservedSlugs.has(base) ? `${base}-pagina` : base).slice(0, SLUG_MAX - 4);
  const used = await slugsLike(context.tx, context.tenant.id, context.tenant.volunteerCenterId, root);
  if (!used.has(root)) return root;
  for (let n = 2; ; n += 1) if (!used.has(`${root}-${n}`)) return `${root}-${n}`;
}

/** Problems with a slug the editor typed: one the site itself uses, or one another page has. */
async function slugIssues(context: RequestContext, slug: string, exceptId?: string): Promise<FieldIssue[]> {
  const pointer = '/data/attributes/slug';
  if (reservedSlugs.has(slug)) return [{ pointer, field: 'slug', reason: 'reserved' }];
  if (await slugTaken(context.tx, context.tenant.id, context.tenant.volunteerCenterId, slug, exceptId)) {
    return [{ pointer, field: 'slug', reason: 'taken' }];
  }
  return [];
}

/** Every image must be one of the centre's own uploads (no hot-linking, no other centre's files). */
async function imageIssues(context: RequestContext, coverImage: PageCreateInput['coverImage'], blocks: PageBlock[] | undefined): Promise<FieldIssue[]> {
  const issues: FieldIssue[] = [];
  for (const { url, pointer } of pageImages(coverImage, blocks)) {
    if (!(await findOwnUpload(context, url, IMAGE_UPLOAD_PURPOSES))) issues.push({ pointer, field: 'url', reason: 'not_own_upload' });
  }
  return issues;
}

function homeIssues(isHome: boolean | undefined, pageType: PageType): FieldIssue[] {
  return isHome && pageType !== 'default' ? [{ pointer: '/data/attributes/is_home', field: 'is_home', reason: 'invalid' }] : [];
}

const contentFields = ['title', 'pageLayout', 'showTitleOnPage', 'summary', 'coverImage', 'metaTitle', 'metaDescription', 'ogTitle', 'ogDescription'] as const;

/** The draft with what the input changes laid over it. */
function mergeContent(draft: PageContent, input: PageUpdateInput, blocks: PageBlock[] | undefined): { content: PageContent; changed: boolean } {
  const content: PageContent = { ...draft };
  let changed = false;
  for (const field of contentFields) {
    const value = input[field];
    if (value === undefined) continue;
    (content as Record<string, unknown>)[field] = value;
    changed = true;
  }
  if (blocks !== undefined) {
    content.blocks = blocks;
    changed = true;
  }
  return { content, changed };
}

async function publish(context: RequestContext, user: CurrentUser, page: PageRow, content: PageContent): Promise<Partial<PageRow>> {
  const revision = await insertRevision(context.tx, { tenantId: context.tenant.id, pageId: page.id, content, publishedById: user.id });
  await recordAuditEvent(context, {
    action: 'page.published',
    actorUserId: user.id,
    subjectType: 'pages',
    subjectId: page.id,
    data: { revision_id: revision.id, slug: page.slug, title: content.title },
  });
  return { isPublished: true, publishedRevisionId: revision.id, hasUnpublishedChanges: false, publishedAt: page.publishedAt ?? new Date() };
}

async function reread(context: RequestContext, id: string): Promise<PageWithContent> {
  return (await findPage(context.tx, context.tenant.id, context.tenant.volunteerCenterId, 'draft', { ids: [id] }))!;
}

/** Creates a page or news item as a draft (published at once when `is_published` is true). */
export async function createPage(context: RequestContext, body: unknown): Promise<PageWithContent> {
  const user = requireEditor(context);
  const { input, blocks } = parsePageCreate(body);
  const pageType = input.pageType ?? 'default';
  const issues = [
    ...(input.slug ? await slugIssues(context, input.slug) : []),
    ...(await imageIssues(context, input.coverImage, blocks)),
    ...homeIssues(input.isHome, pageType),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
  const slug = input.slug || (await freeSlug(context, slugFromTitle(input.title) || 'pagina'));
  const content: PageContent = {
    title: input.title,
    pageLayout: input.pageLayout ?? 'wide',
    showTitleOnPage: input.showTitleOnPage ?? true,
    summary: input.summary ?? null,
    coverImage: input.coverImage ?? null,
    metaTitle: input.metaTitle ?? null,
    metaDescription: input.metaDescription ?? null,
    ogTitle: input.ogTitle ?? null,
    ogDescription: input.ogDescription ?? null,
    blocks: blocks ?? [],
  };
  if (input.isHome) await clearHome(context.tx, context.tenant.id, context.tenant.volunteerCenterId);
  const page = await insertPage(context.tx, {
    tenantId: context.tenant.id,
    volunteerCenterId: context.tenant.volunteerCenterId,
    slug,
    pageType,
    isHome: input.isHome ?? false,
    featured: input.featured ?? false,
    publishedAt: input.publishedAt ? new Date(input.publishedAt) : null,
    authorId: user.id,
    draft: content,
  });
  if (input.isPublished) await updatePage(context.tx, context.tenant.id, page.id, await publish(context, user, page, content));
  return reread(context, page.id);
}

/** A page of the request's centre an editor may change (403 by role before the lookup, 404 when not the centre's). */
async function requireEditablePage(context: RequestContext, rawId: string | undefined): Promise<{ user: CurrentUser; page: PageWithContent }> {
  const user = requireEditor(context);
  const page = await findPage(context.tx, context.tenant.id, context.tenant.volunteerCenterId, 'draft', { ids: [requireUuid(rawId)] });
  if (!page) throw new ApiError('NOT_FOUND');
  return { user, page };
}

/**
 * Changes a page's draft and its unversioned fields; `is_published: true`
 * publishes the (changed) draft as a new revision, `false` takes the page
 * off the site. Visitors keep seeing the published revision meanwhile.
 */
export async function changePage(context: RequestContext, id: string | undefined, body: unknown): Promise<PageWithContent> {
  const { user, page } = await requireEditablePage(context, id);
  const { input, blocks } = parsePageUpdate(body, page.id);
  const pageType = input.pageType ?? page.pageType;
  const issues = [
    ...(input.slug && input.slug !== page.slug ? await slugIssues(context, input.slug, page.id) : []),
    ...(await imageIssues(context, input.coverImage, blocks)),
    ...homeIssues(input.isHome ?? page.isHome, pageType),
  ];
  if (issues.length > 0) throw new ValidationError(issues);
  const { content, changed } = mergeContent(page.draft, input, blocks);
  const values: Partial<PageRow> = {
    draft: content,
    pageType,
    ...(input.slug ? { slug: input.slug } : {}),
    ...(input.featured === undefined ? {} : { featured: input.featured }),
    ...(input.publishedAt === undefined ? {} : { publishedAt: input.publishedAt ? new Date(input.publishedAt) : null }),
    ...(changed ? { hasUnpublishedChanges: true } : {}),
  };
  if (input.isHome !== undefined && input.isHome !== page.isHome) {
    if (input.isHome) await clearHome(context.tx, context.tenant.id, context.tenant.volunteerCenterId);
    values.isHome = input.isHome;
  }
  if (input.isPublished === true) Object.assign(values, await publish(context, user, { ...page, ...values } as PageRow, content));
  if (input.isPublished === false) values.isPublished = false;
  await updatePage(context.tx, context.tenant.id, page.id, values);
  return reread(context, page.id);
}

/** A copy of a page's draft, unpublished, under a free slug ("…-kopie"). */
export async function duplicatePage(context: RequestContext, id: string | undefined): Promise<PageWithContent> {
  const { user, page } = await requireEditablePage(context, id);
  const copyWord = context.locale === 'en' ? 'copy' : 'kopie';
  const title = `${page.draft.title} (${copyWord})`.slice(0, 255);
  const copy = await insertPage(context.tx, {
    tenantId: context.tenant.id,
    volunteerCenterId: context.tenant.volunteerCenterId,
    slug: await freeSlug(context, `${page.slug}-${copyWord}`.slice(0, SLUG_MAX - 4)),
    pageType: page.pageType,
    authorId: user.id,
    draft: { ...page.draft, title },
  });
  return reread(context, copy.id);
}

/** Deletes a page with its history; menu items that link to it go with it. Audited. */
export async function removePage(context: RequestContext, id: string | undefined): Promise<void> {
  const { user, page } = await requireEditablePage(context, id);
  await deletePage(context.tx, context.tenant.id, page.id);
  await recordAuditEvent(context, {
    action: 'page.deleted',
    actorUserId: user.id,
    subjectType: 'pages',
    subjectId: page.id,
    data: { slug: page.slug, title: page.draft.title },
  });
}

/** A page's published versions, newest first (editors only). */
export async function listPageRevisions(context: RequestContext, id: string | undefined): Promise<{ page: PageWithContent; revisions: RevisionWithPublisher[] }> {
  const { page } = await requireEditablePage(context, id);
  return { page, revisions: await listRevisions(context.tx, context.tenant.id, page.id) };
}

/** Makes an earlier published version the draft again; publishing it is a separate step. */
export async function restorePageRevision(context: RequestContext, id: string | undefined, revisionId: string | undefined): Promise<PageWithContent> {
  const { user, page } = await requireEditablePage(context, id);
  const revision = await findRevision(context.tx, context.tenant.id, page.id, requireUuid(revisionId));
  if (!revision) throw new ApiError('NOT_FOUND');
  await updatePage(context.tx, context.tenant.id, page.id, { draft: revision.content, hasUnpublishedChanges: revision.id !== page.publishedRevisionId });
  await recordAuditEvent(context, {
    action: 'page.revision_restored',
    actorUserId: user.id,
    subjectType: 'pages',
    subjectId: page.id,
    data: { revision_id: revision.id },
  });
  return reread(context, page.id);
}

/** Where the centre's published pages and news are read and when they last changed, for the sitemap (home page as `/`). */
export async function listPagesForSitemap(context: RequestContext, limit: number): Promise<{ path: string; updatedAt: Date }[]> {
  const rows = await listPublishedPagePaths(context.tx, context.tenant.id, context.tenant.volunteerCenterId, limit);
  return rows.map((row) => ({ path: pagePath(row), updatedAt: row.updatedAt }));
}

/** What a menu shows of the pages its items link to: title, address and whether visitors see it. */
export type PageLink = { title: string; path: string; isPublished: boolean };

/**
 * The centre's pages among `ids` as menus link to them: for visitors
 * (`published`) only those they can open, for editors every one.
 */
export async function pageLinks(context: RequestContext, ids: readonly string[], version: PageVersion): Promise<Map<string, PageLink>> {
  if (ids.length === 0) return new Map();
  const { rows } = await listPages(context.tx, context.tenant.id, context.tenant.volunteerCenterId, version, { ids: [...ids] }, {
    sort: [],
    page: { number: 1, size: ids.length },
  });
  return new Map(rows.map((page) => [page.id, { title: page.content.title, path: pagePath(page), isPublished: page.isPublished }]));
}

/** A page of the request's centre an editor may link a menu item to; undefined when there is none. */
export async function findEditablePage(context: RequestContext, id: string): Promise<PageLink | undefined> {
  return (await pageLinks(context, [id], 'draft')).get(id);
}

