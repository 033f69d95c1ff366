import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';

/** One developer test page: its path under /test and what it shows. */
export type TestPage = { slug: string; title: MessageDescriptor; description: MessageDescriptor };

/** The developer test pages of spec §2, in the order the index lists them. */
export const TEST_PAGES = [
  { slug: 'api', title: msg`API client`, description: msg`Calls the API and follows the session's token as it rotates.` },
  { slug: 'auth', title: msg`Sign-in state`, description: msg`The session as the apps see it: signed in, who, until when.` },
  { slug: 'dupe', title: msg`Duplicate requests`, description: msg`Three parts of a page ask for the same data at once; one request goes out.` },
  { slug: 'form', title: msg`Form`, description: msg`Every kind of field with its validation.` },
  { slug: 'user', title: msg`User`, description: msg`The signed-in user with their roles, as the API gives them.` },
  { slug: 'colors', title: msg`Colours`, description: msg`The shades of the centre's theme colours.` },
  { slug: 'sentry', title: msg`Error reporting`, description: msg`A test error, caught by the error screen and reported when Sentry is set up.` },
  { slug: 'tiptap', title: msg`Text editor`, description: msg`The Tiptap editor and the HTML it makes.` },
  { slug: 'toaster', title: msg`Toasts`, description: msg`Every toast colour, and how long toasts stay.` },
  { slug: 'step-form', title: msg`Two-step form`, description: msg`One form in two steps; each step is checked before the next.` },
  { slug: 'step-form-2', title: msg`Two-step form in the address`, description: msg`Two forms, the step kept in the address, so Back in the browser goes back a step.` },
  { slug: 'datepicker', title: msg`Date picker`, description: msg`Picking a date and time, shown in the centre's time zone.` },
  { slug: 'dollar-api', title: msg`Raw API`, description: msg`Any read of the API, and the answer as the client reads it.` },
  { slug: 'user-store', title: msg`App store`, description: msg`What the app's store holds: session, organisation, colour mode and toasts.` },
  { slug: 'formbuilder', title: msg`Form builder`, description: msg`The centre's forms, each drawn as visitors see it.` },
  { slug: 'server-error', title: msg`Server error`, description: msg`The API fails on purpose; the error screen shows it as it would any failure.` },
] as const satisfies readonly TestPage[];

export type TestPageSlug = (typeof TEST_PAGES)[number]['slug'];

/** The test page of a slug. */
export function testPage(slug: TestPageSlug): TestPage {
  return TEST_PAGES.find((page) => page.slug === slug)!;
}
