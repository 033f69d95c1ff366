import { Trans, useLingui } from '@lingui/react/macro';
import { describeError } from '@platform/i18n';
import { buttonClassName } from '../button/button-class-name';
import { useState, type HTMLAttributes } from 'react';
import { isCrawler } from './is-crawler';
import { NotFoundIllustration } from './not-found-illustration';

/** Props of {@link ErrorScreen}. */
export type ErrorScreenProps = {
  /** Whatever was thrown; an HTTP `status` (or `statusCode`) on it picks the title and text. */
  error: unknown;
  /** Shows a stack trace toggle; pass `import.meta.env.DEV` so production never shows one. */
  showDetails?: boolean;
  /** The visitor's user agent; the screen stays empty for crawlers. Defaults to the browser's. */
  userAgent?: string;
  /** A translated text instead of the catalogue's, e.g. 'Page not found: {path}' for a missing route. */
  description?: string;
  /**
   * Drawn inside a layout's `<main>` (e.g. a route's 404 under the app's
   * header): a `div` instead of a full-page `main`.
   */
  isEmbedded?: boolean;
};

// Spec §9: error statuses range from 100 to 999; anything else is no status.
const MIN_STATUS = 100;
const MAX_STATUS = 999;

/** The HTTP status on a thrown value: `status` (API errors) or `statusCode` (spec §3). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const status = 'status' in error ? error.status : 'statusCode' in error ? error.statusCode : undefined;
  return typeof status === 'number' && Number.isInteger(status) && status >= MIN_STATUS && status <= MAX_STATUS
    ? status
    : undefined;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/** The API error code on a thrown value (`ApiError.code`), e.g. `NO_ORGANIZATION`. */
function codeOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null || !('code' in error)) return undefined;
  return typeof error.code === 'string' ? error.code : undefined;
}

// A page of its own is the document's main landmark; inside a layout the layout has it.
function PageContainer(props: HTMLAttributes<HTMLElement>) {
  return <main {...props} />;
}

function EmbeddedContainer(props: HTMLAttributes<HTMLElement>) {
  return <div {...props} />;
}

function browserUserAgent(): string | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator.userAgent;
}

/**
 * The full-page error screen (spec §2): an illustration, a large status code in
 * the background, a title and text chosen from the error catalogue, and a way
 * back home. Crawlers get nothing, so no error page is indexed or previewed.
 */
export function ErrorScreen({
  error,
  showDetails = false,
  userAgent = browserUserAgent(),
  description: descriptionOverride,
  isEmbedded = false,
}: ErrorScreenProps) {
  const { i18n } = useLingui();
  const [isStackVisible, setIsStackVisible] = useState(false);
  if (isCrawler(userAgent)) return null;
  const status = statusOf(error);
  const { title, description } = describeError({
    status,
    message: messageOf(error),
    code: codeOf(error),
  });
  const stack = error instanceof Error ? error.stack : undefined;
  const Container = isEmbedded ? EmbeddedContainer : PageContainer;

  return (
    <Container
      className={`relative isolate flex flex-col items-center justify-center overflow-hidden bg-background px-6 py-16 text-center text-text ${isEmbedded ? '' : 'min-h-dvh'}`}
    >
      {status !== undefined && (
        // The status as a backdrop: drawn by CSS, so it is no text of the page
        // (a faint figure no reader or contrast check should take for content).
        <div
          aria-hidden="true"
          data-status={status}
          className="pointer-events-none absolute inset-0 -z-10 flex items-center justify-center text-[clamp(8rem,30vw,20rem)] leading-none font-black text-primary/10 select-none before:content-[attr(data-status)]"
        />
      )}
      <NotFoundIllustration className="mb-8 h-40 w-auto sm:h-48" />
      <h1 className="max-w-xl font-heading text-3xl font-bold tracking-tight sm:text-4xl">
        {i18n._(title)}
      </h1>
      <p className="mt-4 max-w-xl text-lg">{descriptionOverride ?? i18n._(description)}</p>
      <a
        href="/"
        className={`mt-8 ${buttonClassName()}`}
      >
        <Trans>Back to home</Trans>
      </a>
      {showDetails && stack && (
        <div className="mt-10 w-full max-w-3xl text-left">
          <button
            type="button"
            aria-expanded={isStackVisible}
            onClick={() => setIsStackVisible((isVisible) => !isVisible)}
            className="rounded-theme text-sm font-semibold underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            {isStackVisible ? <Trans>Hide stacktrace</Trans> : <Trans>Show stacktrace</Trans>}
          </button>
          {isStackVisible && (
            <pre className="mt-3 overflow-auto rounded-md bg-black/5 p-4 text-xs">{stack}</pre>
          )}
        </div>
      )}
    </Container>
  );
}
