import * as v from 'valibot';
import { SHADE_KEYS, type UploadPurpose } from './enums';
import { SHORT_TEXT_MAX } from './limits';
import { imageUrlRule, mapTileUrlRule, URL_MAX } from './url';
import { pure } from './pure';
import {
  FOOTER_COLUMN_NUMBERS,
  FOOTER_VARIANTS,
  HEADER_VARIANTS,
  isCompleteShadeSet,
  isHexColor,
  normalizeHexColor,
  THEME_FONTS,
  THEME_SHAPES,
  type FooterColumnNumber,
} from './theme';

/** Longest footer column text (plain text, line breaks kept). */
export const FOOTER_CONTENT_MAX = 2000;
/** Longest map tile URL template and attribution. */
export const MAP_TILE_URL_MAX = 500;
export const MAP_TILE_ATTRIBUTION_MAX = 500;

const MIB = 1024 * 1024;
/** Largest file accepted per upload purpose, in bytes (docs/api.md "Uploads"). */
export const UPLOAD_MAX_BYTES: Record<UploadPurpose, number> = {
  logo: 2 * MIB,
  logo_dark: 2 * MIB,
  favicon: 512 * 1024,
  image: 5 * MIB,
  document: 10 * MIB,
  attachment: 10 * MIB,
};

/**
 * Optional text whose blank value clears the field: trimmed, `''` becomes
 * null, and anything else must pass `rules`.
 */
const clearable = /* @__NO_SIDE_EFFECTS__ */ (...rules: v.GenericPipeItem<string, string>[]) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(),
        v.trim(),
        v.transform((text) => (text === '' ? null : text)),
        v.nullable(v.pipe(v.string(), ...rules)),
      ),
    ),
  );

const hexColorSchema = /* @__PURE__ */ pure(() =>
  v.pipe(v.string(), v.trim(), v.check((color: string) => isHexColor(color)), v.transform(normalizeHexColor)),
);

const shadeSetSchema = /* @__PURE__ */ pure(() =>
  v.optional(
    v.nullable(
      v.pipe(
        v.record(v.string(), v.string()),
        v.check((shades: Record<string, string>) => isCompleteShadeSet(shades)),
        // Only the eleven steps are kept, each as #rrggbb.
        v.transform((shades) => Object.fromEntries(SHADE_KEYS.map((key) => [key, normalizeHexColor(shades[key] as string)]))),
      ),
    ),
  ),
);

/**
 * An image of the profile: the URL of an upload of the same tenant, or null.
 * The API also checks that the upload exists (an unchanged value is left alone).
 */
const imageUrlSchema = /* @__PURE__ */ pure(() => clearable(v.maxLength(URL_MAX), imageUrlRule));

/** Google Analytics / Tag Manager ids (`G-…`, `UA-…`, `GTM-…`, `AW-…`); strict, as it ends up in a script URL. */
export const gtagIdSchema = clearable(v.toUpperCase(), v.regex(/^(?:G|UA|GT|GTM|AW|DC)-[A-Z0-9-]{4,24}$/));

const mapTileUrlSchema = /* @__PURE__ */ pure(() => clearable(v.maxLength(MAP_TILE_URL_MAX), mapTileUrlRule));

/**
 * The parts of a theme configuration a centre may set; each part is
 * deep-merged into the stored configuration, so a change names only what it sets.
 */
export const themeConfigUpdateSchema = /* @__PURE__ */ pure(() =>
  v.strictObject({
    defaultShape: v.optional(v.picklist(THEME_SHAPES)),
    fonts: v.optional(
      v.strictObject({
        sans: v.optional(v.picklist(THEME_FONTS)),
        heading: v.optional(v.picklist(THEME_FONTS)),
      }),
    ),
    header: v.optional(
      v.strictObject({
        fullWidth: v.optional(v.boolean()),
        variant: v.optional(v.picklist(HEADER_VARIANTS)),
        sticky: v.optional(v.boolean()),
        languageToggle: v.optional(v.boolean()),
        centerMenuItems: v.optional(v.boolean()),
      }),
    ),
    footer: v.optional(v.strictObject({ variant: v.optional(v.picklist(FOOTER_VARIANTS)) })),
  }),
);
export type ThemeConfigUpdateInput = v.InferOutput<typeof themeConfigUpdateSchema>;

const footerEntries = /* @__PURE__ */ pure(() =>
  Object.fromEntries(
    FOOTER_COLUMN_NUMBERS.flatMap((column) => [
      [`footerColumn${column}Title`, clearable(v.maxLength(SHORT_TEXT_MAX))],
      [`footerColumn${column}Content`, clearable(v.maxLength(FOOTER_CONTENT_MAX))],
    ]),
  )) as Record<`footerColumn${FooterColumnNumber}${'Title' | 'Content'}`, ReturnType<typeof clearable>>;

/**
 * What staff may change on their centre's profile (`PATCH
 * /volunteer_centers/current/profile`); every attribute is optional.
 */
export const centerProfileUpdateSchema = /* @__PURE__ */ pure(() =>
  v.object({
    name: v.optional(v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SHORT_TEXT_MAX))),
    primaryColor: v.optional(hexColorSchema),
    secondaryColor: v.optional(hexColorSchema),
    mutedColor: v.optional(hexColorSchema),
    backgroundColor: v.optional(hexColorSchema),
    textColor: v.optional(hexColorSchema),
    primaryColorShades: shadeSetSchema,
    secondaryColorShades: shadeSetSchema,
    websiteLogoUrl: imageUrlSchema,
    websiteLogoDarkModeUrl: imageUrlSchema,
    faviconUrl: imageUrlSchema,
    gtagId: gtagIdSchema,
    ...footerEntries,
    showAnbiLogo: v.optional(v.boolean()),
    showNovLogo: v.optional(v.boolean()),
    themeConfig: v.optional(themeConfigUpdateSchema),
    contactPersonName: clearable(v.maxLength(SHORT_TEXT_MAX)),
    contactPersonEmail: clearable(v.toLowerCase(), v.maxLength(SHORT_TEXT_MAX), v.email()),
    contactPersonPhone: clearable(v.maxLength(32), v.regex(/^[+()\d\s-]*$/)),
    contactPersonJobTitle: clearable(v.maxLength(SHORT_TEXT_MAX)),
    contactPersonPhotoUrl: imageUrlSchema,
    mapTileUrl: mapTileUrlSchema,
    /** Shown by the map as HTML: the API keeps only links. */
    mapTileAttribution: clearable(v.maxLength(MAP_TILE_ATTRIBUTION_MAX)),
  }),
);
export type CenterProfileUpdateInput = v.InferOutput<typeof centerProfileUpdateSchema>;
