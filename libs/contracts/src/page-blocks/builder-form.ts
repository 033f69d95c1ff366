import * as v from 'valibot';
import { optionalBlockText, uuidSchema } from './block-parts';

/** A form of the form builder, shown inline (the form builder is issue 16; until then no form can be chosen). */
export const builderFormProps = v.object({
  title: optionalBlockText,
  formId: v.optional(v.nullable(uuidSchema), null),
});
