import { IMAGE_UPLOAD_PURPOSES, stockImageCreateSchema, stockImageUpdateSchema } from '@platform/contracts';
import { ApiError, ValidationError } from '../../platform/http/errors';
import { parseResourceDocument, requireUuid, type ListQuery } from '../../platform/http/json-api';
import type { RequestContext } from '../../platform/http/request-context';
import { recordAuditEvent } from '../../identity/audit/audit.service';
import { requireUser, type CurrentUser } from '../../identity/access/access';
import { siteUrl } from '../../identity/tenancy/tenancy.plugin';
import { mayEditContent } from '../../identity/access/access';
import { findOwnUpload } from '../uploads/uploads.service';
import {
  deleteStockImage,
  findStockImage,
  insertStockImage,
  listStockImages,
  updateStockImage,
  type StockImageWithUpload,
} from './stock-images.repository';

/**
 * The library belongs to the people who edit the centre's content (admins,
 * centre superusers, content managers); everyone else is refused before
 * anything is looked up.
 */
function requireLibrarian(context: RequestContext): CurrentUser {
  const user = requireUser(context);
  if (!mayEditContent(user, context.tenant.volunteerCenterId)) throw new ApiError('FORBIDDEN');
  return user;
}

/** The public origin of the request's centre, for each image's absolute `image_url`. */
export async function libraryOrigin(context: RequestContext): Promise<string> {
  return siteUrl(context, context.tenant.volunteerCenterId, 'public_site', '');
}

export async function listLibrary(context: RequestContext, query: ListQuery): Promise<{ images: StockImageWithUpload[]; total: number }> {
  requireLibrarian(context);
  const text = query.filters.get('q')?.trim();
  return listStockImages(context.tx, context.tenant.id, context.tenant.volunteerCenterId, { text: text || undefined, sort: query.sort, page: query.page });
}

/** A library image of the request's centre: 404 for another centre's, as if it did not exist. */
async function requireOwnImage(context: RequestContext, rawId: string | undefined): Promise<{ user: CurrentUser; image: StockImageWithUpload }> {
  const user = requireLibrarian(context);
  const image = await findStockImage(context.tx, context.tenant.id, requireUuid(rawId));
  if (!image || image.volunteerCenterId !== context.tenant.volunteerCenterId) throw new ApiError('NOT_FOUND');
  return { user, image };
}

export async function readStockImage(context: RequestContext, rawId: string | undefined): Promise<StockImageWithUpload> {
  return (await requireOwnImage(context, rawId)).image;
}

/** The upload an image field names, when it is one of the centre's own; a 422 on `image` otherwise. */
async function ownUploadId(context: RequestContext, url: string): Promise<string> {
  const upload = await findOwnUpload(context, url, IMAGE_UPLOAD_PURPOSES);
  if (!upload) throw new ValidationError([{ pointer: '/data/attributes/image', field: 'image', reason: 'not_own_upload' }]);
  return upload.id;
}

async function audit(context: RequestContext, user: CurrentUser, action: string, image: { id: string; name: string }) {
  await recordAuditEvent(context, { action, actorUserId: user.id, subjectType: 'stock_images', subjectId: image.id, data: { name: image.name } });
}

export async function createStockImage(context: RequestContext, body: unknown): Promise<StockImageWithUpload> {
  const user = requireLibrarian(context);
  const input = parseResourceDocument(body, { type: 'stock_images', schema: stockImageCreateSchema });
  const row = await insertStockImage(context.tx, {
    tenantId: context.tenant.id,
    volunteerCenterId: context.tenant.volunteerCenterId,
    uploadId: await ownUploadId(context, input.image),
    name: input.name,
    description: input.description || null,
    shortDescription: input.shortDescription || null,
    keywords: input.keywords ?? [],
    createdById: user.id,
  });
  await audit(context, user, 'stock_image.created', row);
  return (await findStockImage(context.tx, context.tenant.id, row.id))!;
}

export async function changeStockImage(context: RequestContext, id: string | undefined, body: unknown): Promise<StockImageWithUpload> {
  const { user, image } = await requireOwnImage(context, id);
  const input = parseResourceDocument(body, { type: 'stock_images', schema: stockImageUpdateSchema, id: image.id });
  await updateStockImage(context.tx, context.tenant.id, image.id, {
    ...(input.name === undefined ? {} : { name: input.name }),
    ...(input.description === undefined ? {} : { description: input.description || null }),
    ...(input.shortDescription === undefined ? {} : { shortDescription: input.shortDescription || null }),
    ...(input.keywords === undefined ? {} : { keywords: input.keywords }),
    ...(input.image === undefined ? {} : { uploadId: await ownUploadId(context, input.image) }),
  });
  await audit(context, user, 'stock_image.updated', image);
  return (await findStockImage(context.tx, context.tenant.id, image.id))!;
}

/** Takes an image out of the library; pages that show it keep it (they name the upload, not the library row). */
export async function removeStockImage(context: RequestContext, id: string | undefined): Promise<void> {
  const { user, image } = await requireOwnImage(context, id);
  await deleteStockImage(context.tx, context.tenant.id, image.id);
  await audit(context, user, 'stock_image.deleted', image);
}
