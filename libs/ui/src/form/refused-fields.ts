import { createContext, useContext } from 'react';
import type { ApiFieldError } from './api-field-errors';

/** The fields the form's last request had refused (see `Form`'s `serverError`). */
export const RefusedFieldsContext = createContext<readonly ApiFieldError[]>([]);

/** The API's refusal of one field of the surrounding form, if its last request had one. */
export function useRefusedField(name: string): ApiFieldError | undefined {
  return useContext(RefusedFieldsContext).find((refused) => refused.field === name);
}
