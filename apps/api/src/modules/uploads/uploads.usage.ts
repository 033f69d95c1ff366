import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/database';
import { attachedUploads } from '../conversations/conversations.views';
import { pagePath } from '../pages/pages.serializer';
import { pageContents } from '../pages/pages.views';
import { stockImageFiles } from '../stock-images/stock-images.views';
import { centerProfileImages } from '../tenancy/tenancy.views';
import { vacancyImages } from '../vacancies/vacancies.views';

/** Where an upload is shown or linked: a page (draft or published), the library, the centre's profile, a vacancy or a message. */
export type UploadUse = {
  url: string;
  kind: 'page' | 'stock_image' | 'center_profile' | 'vacancy' | 'conversation_message';
  id: string;
  title: string;
  /** The page's address on the site, for pages. */
  path?: string;
};

type UploadRef = { id: string; url: string };

/**
 * Every use of the given uploads in the tenant, found by their addresses
 * (pages hold them in their blocks' text, profiles and vacancies as fields)
 * and, for the library, by id. An upload with no use may be deleted.
 */
export async function findUploadUses(tx: Tx, tenantId: string, uploads: readonly UploadRef[]): Promise<UploadUse[]> {
  if (uploads.length === 0) return [];
  const urls = uploads.map((upload) => upload.url);
  const uses: UploadUse[] = [];

  const pageRows = await tx
    .select()
    .from(pageContents)
    .where(and(eq(pageContents.tenantId, tenantId), or(...urls.map((url) => sql`strpos(${pageContents.content}, ${url}) > 0`))));
  for (const page of pageRows) {
    for (const url of urls) if (page.content.includes(url)) uses.push({ url, kind: 'page', id: page.id, title: page.title, path: pagePath(page) });
  }

  const byId = new Map(uploads.map((upload) => [upload.id, upload.url]));
  const libraryRows = await tx
    .select()
    .from(stockImageFiles)
    .where(and(eq(stockImageFiles.tenantId, tenantId), inArray(stockImageFiles.uploadId, [...byId.keys()])));
  for (const image of libraryRows) uses.push({ url: byId.get(image.uploadId) as string, kind: 'stock_image', id: image.id, title: image.name });

  const profileFields = [
    centerProfileImages.websiteLogoUrl,
    centerProfileImages.websiteLogoDarkModeUrl,
    centerProfileImages.faviconUrl,
    centerProfileImages.contactPersonPhotoUrl,
  ];
  const profiles = await tx
    .select()
    .from(centerProfileImages)
    .where(and(eq(centerProfileImages.tenantId, tenantId), or(...profileFields.map((field) => inArray(field, urls)))));
  for (const profile of profiles) {
    const shown = [profile.websiteLogoUrl, profile.websiteLogoDarkModeUrl, profile.faviconUrl, profile.contactPersonPhotoUrl];
    for (const url of urls) if (shown.includes(url)) uses.push({ url, kind: 'center_profile', id: profile.volunteerCenterId, title: '' });
  }

  const vacancyRows = await tx
    .select()
    .from(vacancyImages)
    .where(and(eq(vacancyImages.tenantId, tenantId), inArray(vacancyImages.imageUrl, urls)));
  for (const vacancy of vacancyRows) uses.push({ url: vacancy.imageUrl as string, kind: 'vacancy', id: vacancy.id, title: vacancy.title });

  // A message's attachment is private: its use names the message, never the conversation's words.
  const attachmentRows = await tx
    .select()
    .from(attachedUploads)
    .where(and(eq(attachedUploads.tenantId, tenantId), inArray(attachedUploads.uploadId, [...byId.keys()])));
  for (const attachment of attachmentRows) {
    uses.push({ url: byId.get(attachment.uploadId) as string, kind: 'conversation_message', id: attachment.messageId, title: '' });
  }

  return uses;
}
