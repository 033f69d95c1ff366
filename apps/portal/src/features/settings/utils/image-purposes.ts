import type { UploadPurpose } from '@platform/contracts';

/** The profile's image fields and what each is uploaded as (its size limit and re-encoding on the API). */
export const IMAGE_PURPOSES = {
  websiteLogoUrl: 'logo',
  websiteLogoDarkModeUrl: 'logo_dark',
  faviconUrl: 'favicon',
  contactPersonPhotoUrl: 'image',
} as const satisfies Record<string, UploadPurpose>;

export type ImageField = keyof typeof IMAGE_PURPOSES;
