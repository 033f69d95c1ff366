import type { NotificationTemplateQuery } from '@platform/api-client';
import { LOCALES } from '@platform/contracts';
import { optionalParam } from '@platform/ui';
import * as v from 'valibot';

/** The templates list's language filter in the URL (`validateSearch`). */
export const templateListSearchSchema = v.object({ locale: optionalParam(v.picklist(LOCALES)) });

export type TemplateListSearch = v.InferOutput<typeof templateListSearchSchema>;

export function toTemplateQuery(search: TemplateListSearch): NotificationTemplateQuery {
  return { locale: search.locale };
}
