import { attachmentUploadUses } from './modules/conversations/conversations.upload-usage';
import { pageUploadUses } from './modules/pages/pages.upload-usage';
import { stockImageUploadUses } from './modules/stock-images/stock-images.upload-usage';
import { centerProfileUploadUses } from './modules/tenancy/tenancy.upload-usage';
import type { UploadUsageReader } from './modules/uploads/uploads.usage';
import { vacancyUploadUses } from './modules/vacancies/vacancies.upload-usage';

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
