import * as v from 'valibot';
import { nullableString, timestamp } from './shared';

export const volunteerCenterAttributes = v.strictObject({ name: v.string(), slug: v.string(), isDefault: v.boolean() });

const shades = v.nullable(v.record(v.string(), v.string()));
const footerColumn = { title: nullableString, content: nullableString };

/** A centre's site profile: design, footer columns, contact person and map tiles. */
export const volunteerCenterProfileAttributes = v.strictObject({
  name: v.string(),
  websiteLogoUrl: nullableString,
  websiteLogoDarkModeUrl: nullableString,
  faviconUrl: nullableString,
  gtagId: nullableString,
  primaryColor: v.string(),
  secondaryColor: v.string(),
  mutedColor: v.string(),
  backgroundColor: v.string(),
  textColor: v.string(),
  primaryColorShades: shades,
  secondaryColorShades: shades,
  footerColumn1Title: footerColumn.title,
  footerColumn1Content: footerColumn.content,
  footerColumn2Title: footerColumn.title,
  footerColumn2Content: footerColumn.content,
  footerColumn3Title: footerColumn.title,
  footerColumn3Content: footerColumn.content,
  footerColumn4Title: footerColumn.title,
  footerColumn4Content: footerColumn.content,
  footerColumn6Title: footerColumn.title,
  footerColumn6Content: footerColumn.content,
  footerColumn8Title: footerColumn.title,
  footerColumn8Content: footerColumn.content,
  showAnbiLogo: v.boolean(),
  showNovLogo: v.boolean(),
  /** The design's settings (shape, fonts, header and footer variants …), see themeConfigUpdateSchema. */
  themeConfig: v.record(v.string(), v.unknown()),
  contactPersonName: nullableString,
  contactPersonEmail: nullableString,
  contactPersonPhone: nullableString,
  contactPersonJobTitle: nullableString,
  contactPersonPhotoUrl: nullableString,
  mapTileUrl: nullableString,
  mapTileAttribution: nullableString,
  volunteerCenterId: v.string(),
  createdAt: timestamp,
  updatedAt: timestamp,
});
