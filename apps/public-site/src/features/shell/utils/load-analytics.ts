import { gtagIdSchema } from '@platform/contracts';
import * as v from 'valibot';

type AnalyticsWindow = Window & { dataLayer?: unknown[]; gtag?: (...args: unknown[]) => void };

// Only ids the API would accept: the id ends up in a script URL. (The field's
// own schema, not the profile's, which is much larger.)
const isGtagId = (id: string) => v.is(gtagIdSchema, id);

/** The address of Google's tag script for an analytics id. */
export function gtagScriptUrl(gtagId: string): string {
  return `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(gtagId)}`;
}

/**
 * Adds Google's analytics script for a valid id, once per page, with IP
 * addresses anonymised. Page changes of the single-page app are measured by
 * the tag itself (browser history events).
 */
export function loadAnalytics(gtagId: string): void {
  if (!gtagId || !isGtagId(gtagId)) return;
  const src = gtagScriptUrl(gtagId);
  if (document.head.querySelector(`script[src="${src}"]`)) return;
  const analyticsWindow = window as AnalyticsWindow;
  const dataLayer = (analyticsWindow.dataLayer ??= []);
  analyticsWindow.gtag = function gtag() {
    // gtag.js reads Arguments objects from the data layer, not arrays.
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  };
  analyticsWindow.gtag('js', new Date());
  analyticsWindow.gtag('config', gtagId, { anonymize_ip: true });
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}
