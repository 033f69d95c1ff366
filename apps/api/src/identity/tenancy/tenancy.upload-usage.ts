import { and, eq, inArray, or } from 'drizzle-orm';
import type { UploadUsageReader, UploadUse } from '../../areas/uploads/uploads.usage';
import { centerProfileImages } from './tenancy.views';

/** A centre's profile shows uploads in its logo, favicon and contact photo fields. */
export const centerProfileUploadUses: UploadUsageReader = async (tx, tenantId, uploads) => {
  const urls = uploads.map((upload) => upload.url);
  const fields = [
    centerProfileImages.websiteLogoUrl,
    centerProfileImages.websiteLogoDarkModeUrl,
    centerProfileImages.faviconUrl,
    centerProfileImages.contactPersonPhotoUrl,
  ];
  const profiles = await tx
    .select()
    .from(centerProfileImages)
    .where(
      and(
        eq(centerProfileImages.tenantId, tenantId),
        or(...fields.map((field) => inArray(field, urls))),
      ),
    );
  const uses: UploadUse[] = [];
  for (const profile of profiles) {
    const shown = [
      profile.websiteLogoUrl,
      profile.websiteLogoDarkModeUrl,
      profile.faviconUrl,
      profile.contactPersonPhotoUrl,
    ];
    for (const url of urls)
      if (shown.includes(url))
        uses.push({ url, kind: 'center_profile', id: profile.volunteerCenterId, title: '' });
  }
  return uses;
};
