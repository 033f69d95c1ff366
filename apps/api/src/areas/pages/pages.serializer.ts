import { toWireName } from '@platform/contracts';
import { renameKeysDeep, resource, type ResourceObject } from '../../platform/http/json-api';
import { withBlockDefaults } from './pages.document';
import type { PageVersion, PageWithContent, RevisionWithPublisher } from './pages.repository';

type Person = PageWithContent['author'];

const nameOf = (person: Person) =>
  person && !person.deletedAt ? [person.firstName, person.lastName].filter(Boolean).join(' ') || null : null;

/** Where visitors read a page: `/` for the home page, `/nieuws/{slug}` for news, `/{slug}` otherwise. */
export function pagePath(page: Pick<PageWithContent, 'isHome' | 'pageType' | 'slug'>): string {
  if (page.isHome) return '/';
  return page.pageType === 'news' ? `/nieuws/${page.slug}` : `/${page.slug}`;
}

/**
 * A page in the version asked for. Block props go out snake_cased like every
 * other key on the wire; editors (the draft) also see whether the draft holds
 * unpublished changes.
 */
export function serializePage(page: PageWithContent, version: PageVersion): ResourceObject {
  const { content } = page;
  return resource('pages', page.id, {
    title: content.title,
    slug: page.slug,
    path: pagePath(page),
    pageType: page.pageType,
    pageLayout: content.pageLayout,
    showTitleOnPage: content.showTitleOnPage,
    isPublished: page.isPublished,
    isHome: page.isHome,
    summary: content.summary,
    featured: page.featured,
    coverImage: content.coverImage,
    publishedAt: page.publishedAt?.toISOString() ?? null,
    metaTitle: content.metaTitle,
    metaDescription: content.metaDescription,
    ogTitle: content.ogTitle,
    ogDescription: content.ogDescription,
    blocks: renameKeysDeep(withBlockDefaults(content.blocks), toWireName),
    authorName: nameOf(page.author),
    createdAt: page.createdAt.toISOString(),
    updatedAt: page.updatedAt.toISOString(),
    ...(version === 'draft'
      ? { hasUnpublishedChanges: page.hasUnpublishedChanges || !page.publishedRevisionId, publishedRevisionId: page.publishedRevisionId }
      : {}),
  });
}

/** A published version of a page, for its history. */
export function serializeRevision(revision: RevisionWithPublisher, page: PageWithContent): ResourceObject {
  return resource('page_revisions', revision.id, {
    pageId: revision.pageId,
    title: revision.content.title,
    blockCount: revision.content.blocks.length,
    isCurrent: revision.id === page.publishedRevisionId,
    publishedByName: nameOf(revision.publisher),
    createdAt: revision.createdAt.toISOString(),
  });
}
