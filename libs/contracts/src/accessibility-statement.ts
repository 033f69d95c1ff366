// A centre's accessibility statement (issue 31): the public site's
// `/toegankelijkheid` and the portal's action that starts the centre's own.

/** The content page whose published version replaces the default statement. */
export const ACCESSIBILITY_STATEMENT_SLUG = 'toegankelijkheid';

/** When the browser tests' axe checks were last counted (`docs/accessibility.md`): the default statement's evaluation date. */
export const ACCESSIBILITY_EVALUATION_DATE = '2026-11-29';

/** Where a visitor goes when the centre does not handle a complaint well (the model statement's enforcement route). */
export const OMBUDSMAN_URL = 'https://www.nationaleombudsman.nl/';
