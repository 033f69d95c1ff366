import { viewBuilder } from '../../platform/db/views';
import { stockImages } from './stock-images.tables';

/** Which upload each library image shows, for other modules' queries (uploads: which files are in use). */
export const stockImageFiles = viewBuilder
  .select({ id: stockImages.id, tenantId: stockImages.tenantId, uploadId: stockImages.uploadId, name: stockImages.name })
  .from(stockImages)
  .as('stock_images');
