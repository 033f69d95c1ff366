import type { VolunteerCenterProfile } from '@platform/api-client';
import {
  centerProfileUpdateSchema,
  FOOTER_COLUMN_NUMBERS,
  type FooterColumnNumber,
} from '@platform/contracts';
import * as v from 'valibot';

// The settings forms validate with the API's own schema (libs/contracts), so
// a value the form accepts is one the API accepts. Inputs hold every text as a
// string ('' for nothing); the schema trims it and turns a blank into null,
// which clears the field.

const profileEntries = centerProfileUpdateSchema.entries;

const text = (value: string | null | undefined) => value ?? '';

/** `/settings`: the centre's name, analytics id and map tiles. */
export const generalSettingsSchema = v.object({
  // Optional in a change, but a centre cannot be without a name.
  name: v.unwrap(profileEntries.name),
  gtagId: profileEntries.gtagId,
  mapTileUrl: profileEntries.mapTileUrl,
  mapTileAttribution: profileEntries.mapTileAttribution,
});
export type GeneralSettingsValues = v.InferInput<typeof generalSettingsSchema>;

export function toGeneralSettingsValues(profile: VolunteerCenterProfile): GeneralSettingsValues {
  return {
    name: text(profile.name),
    gtagId: text(profile.gtagId),
    mapTileUrl: text(profile.mapTileUrl),
    mapTileAttribution: text(profile.mapTileAttribution),
  };
}

type FooterField = `footerColumn${FooterColumnNumber}${'Title' | 'Content'}`;

/** The form fields of footer column `column`. */
export function footerColumnFields(column: FooterColumnNumber) {
  return { title: `footerColumn${column}Title`, content: `footerColumn${column}Content` } as const;
}

/** `/settings/footer`: title and text of each column, and the ANBI and NOV marks. */
export const footerSettingsSchema = v.object({
  ...(Object.fromEntries(
    FOOTER_COLUMN_NUMBERS.flatMap((column) => {
      const fields = footerColumnFields(column);
      return [
        [fields.title, profileEntries[fields.title]],
        [fields.content, profileEntries[fields.content]],
      ];
    }),
  ) as Pick<typeof profileEntries, FooterField>),
  showAnbiLogo: v.unwrap(profileEntries.showAnbiLogo),
  showNovLogo: v.unwrap(profileEntries.showNovLogo),
});
export type FooterSettingsValues = v.InferInput<typeof footerSettingsSchema>;

export function toFooterSettingsValues(profile: VolunteerCenterProfile): FooterSettingsValues {
  const columns = Object.fromEntries(
    FOOTER_COLUMN_NUMBERS.flatMap((column) => {
      const fields = footerColumnFields(column);
      return [
        [fields.title, text(profile[fields.title])],
        [fields.content, text(profile[fields.content])],
      ];
    }),
  ) as Record<FooterField, string>;
  return { ...columns, showAnbiLogo: profile.showAnbiLogo, showNovLogo: profile.showNovLogo };
}

/** `/settings/contact-person`: who visitors can contact at the centre. */
export const contactPersonSchema = v.object({
  contactPersonName: profileEntries.contactPersonName,
  contactPersonJobTitle: profileEntries.contactPersonJobTitle,
  contactPersonEmail: profileEntries.contactPersonEmail,
  contactPersonPhone: profileEntries.contactPersonPhone,
  contactPersonPhotoUrl: profileEntries.contactPersonPhotoUrl,
});
export type ContactPersonValues = v.InferInput<typeof contactPersonSchema>;

export function toContactPersonValues(profile: VolunteerCenterProfile): ContactPersonValues {
  return {
    contactPersonName: text(profile.contactPersonName),
    contactPersonJobTitle: text(profile.contactPersonJobTitle),
    contactPersonEmail: text(profile.contactPersonEmail),
    contactPersonPhone: text(profile.contactPersonPhone),
    contactPersonPhotoUrl: profile.contactPersonPhotoUrl,
  };
}
