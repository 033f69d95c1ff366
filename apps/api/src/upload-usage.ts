import { attachmentUploadUses } from './areas/conversations/conversations.upload-usage';
import { pageUploadUses } from './areas/pages/pages.upload-usage';
import { stockImageUploadUses } from './areas/stock-images/stock-images.upload-usage';
import { centerProfileUploadUses } from './identity/tenancy/tenancy.upload-usage';
import type { UploadUsageReader } from './areas/uploads/uploads.usage';
import { vacancyUploadUses } from './areas/vacancies/vacancies.upload-usage';

/**
 * Every area that shows or links uploads, in the order the file library lists their uses. A new
 * table that points at uploads adds its reader here, or the clean-up job would delete its files.
 */
export const UPLOAD_USAGE_READERS: readonly UploadUsageReader[] = [
  pageUploadUses,
  stockImageUploadUses,
  centerProfileUploadUses,
  vacancyUploadUses,
  attachmentUploadUses,
];
