import * as v from 'valibot';
import { optionalBlockText, uuidSchema } from './block-parts';

/** A form of the form builder that anyone may fill in, shown inline (`formId`; nothing while none is chosen). */
export const builderFormProps = v.object({
  title: optionalBlockText,
  formId: v.optional(v.nullable(uuidSchema), null),
});
