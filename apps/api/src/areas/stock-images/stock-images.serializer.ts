import { resource, type ResourceObject } from '../../platform/http/json-api';
import { uploadUrl } from '../uploads/uploads.storage';
import type { StockImageWithUpload } from './stock-images.repository';

/**
 * A `stock_images` resource (spec §3 "Stock image"): `image` is the upload's
 * address on every host of the centre (what blocks store), `image_url` the
 * same on the centre's public origin, to copy into a mail or another site.
 */
export function serializeStockImage(image: StockImageWithUpload, origin: string): ResourceObject {
  const path = uploadUrl(image.upload.tenantId, image.upload.storedName);
  return resource('stock_images', image.id, {
    name: image.name,
    description: image.description,
    shortDescription: image.shortDescription,
    keywords: image.keywords,
    image: path,
    imageUrl: `${origin}${path}`,
    width: image.upload.width,
    height: image.upload.height,
    byteSize: image.upload.byteSize,
    createdAt: image.createdAt.toISOString(),
    updatedAt: image.updatedAt.toISOString(),
  });
}
