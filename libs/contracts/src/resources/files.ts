import * as v from 'valibot';
import { UPLOAD_PURPOSES } from '../enums';
import { nullableString, timestamp } from './shared';

const nullableInteger = v.nullable(v.pipe(v.number(), v.integer()));

/** `url` is a signed, expiring link for a private file (an attachment); `used_by` only in the file library. */
export const uploadAttributes = v.strictObject({
  url: v.string(),
  originalName: nullableString,
  contentType: v.string(),
  byteSize: v.pipe(v.number(), v.integer()),
  width: nullableInteger,
  height: nullableInteger,
  purpose: v.picklist(UPLOAD_PURPOSES),
  createdAt: timestamp,
  usedBy: v.optional(
    v.array(
      v.strictObject({
        kind: v.picklist(['page', 'stock_image', 'center_profile', 'vacancy', 'conversation_message']),
        id: v.string(),
        title: v.string(),
        path: nullableString,
      }),
    ),
  ),
});

/** `image` is the upload's address on every host of the centre, `image_url` the same on its public origin. */
export const stockImageAttributes = v.strictObject({
  name: v.string(),
  description: nullableString,
  shortDescription: nullableString,
  keywords: v.array(v.string()),
  image: v.string(),
  imageUrl: v.string(),
  width: nullableInteger,
  height: nullableInteger,
  byteSize: v.pipe(v.number(), v.integer()),
  createdAt: timestamp,
  updatedAt: timestamp,
});
