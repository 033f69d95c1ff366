import type { PublicFormsQuery } from '@platform/api-client';

/** The centre's contact form (one per centre), for `/contactformulier`. */
export const CONTACT_FORM_QUERY: PublicFormsQuery = { purpose: 'contact' };

/** The centre's workshops and trainings open for sign-up, for `/workshops`. */
export const WORKSHOPS_QUERY: PublicFormsQuery = { purpose: 'workshop' };
