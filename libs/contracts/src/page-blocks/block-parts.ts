import * as v from 'valibot';
import { BUTTON_VARIANTS } from '../enums';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../limits';
import { httpUrl, isImageUploadUrl, isSiteLink, siteLinkSchema, URL_MAX } from '../url';

// The pieces page blocks are made of. Props are camelCase here, as the apps hold
// them; the wire snake-cases every key (`image_position`).

export const blockText = v.pipe(v.string(), v.trim(), v.maxLength(SHORT_TEXT_MAX));
export const requiredBlockText = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(SHORT_TEXT_MAX));
export const optionalBlockText = v.optional(blockText, '');
/** A paragraph or two of plain text (line breaks kept). */
export const blockParagraph = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(2000)), '');
/** Markdown source; rendered with raw HTML escaped and links checked ({@link isSiteLink}). */
export const markdownSource = v.pipe(v.string(), v.maxLength(LONG_TEXT_MAX * 2));

/** An image the centre uploaded (`/uploads/<tenant>/<id>.webp`): the API accepts only the centre's own. */
export const uploadedImageUrl = v.pipe(v.string(), v.trim(), v.maxLength(URL_MAX), httpUrl(isImageUploadUrl));

/** An image with its text alternative; `decorative` images have none (WCAG 1.1.1). */
export const blockImage = v.pipe(
  v.object({
    url: uploadedImageUrl,
    alt: v.optional(v.pipe(v.string(), v.trim(), v.maxLength(SHORT_TEXT_MAX)), ''),
    decorative: v.optional(v.boolean(), false),
  }),
  v.forward(
    v.partialCheck([['alt'], ['decorative']], (image) => image.decorative || image.alt !== ''),
    ['alt'],
  ),
);
export type BlockImage = v.InferOutput<typeof blockImage>;

export const blockLink = siteLinkSchema;
/** A link that may be left empty. */
export const optionalBlockLink = v.optional(v.pipe(v.string(), v.trim(), v.maxLength(URL_MAX), httpUrl((value) => value === '' || isSiteLink(value))), '');

/** A button: a label, where it goes and one of the seven variants of spec §2. */
export const blockButton = v.object({
  label: requiredBlockText,
  href: blockLink,
  variant: v.optional(v.picklist(BUTTON_VARIANTS), 'primary'),
});
export type BlockButton = v.InferOutput<typeof blockButton>;

export const blockButtons = (max: number) => v.optional(v.pipe(v.array(blockButton), v.maxLength(max)), []);

export const uuidSchema = v.pipe(v.string(), v.uuid());
