import { Trans, useLingui } from '@lingui/react/macro';
import { describeError } from '@platform/i18n';
import { useState } from 'react';

/** Props of {@link ErrorScreen}. */
export type ErrorScreenProps = {
  /** Whatever was thrown; an HTTP `status` on it picks the title and text. */
  error: unknown;
  /** Shows a stack trace toggle; pass `import.meta.env.DEV` so production never shows one. */
  showDetails?: boolean;
};

function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null || !('status' in error)) return undefined;
  return typeof error.status === 'number' ? error.status : undefined;
}

function messageOf(error: unknown): string | undefined {
  return error instanceof Error ? error.message : undefined;
}

/**
 * The full-page error screen (spec §2): a large status code in the background,
 * a title and text chosen from the error catalogue, and a way back home.
 */
export function ErrorScreen({ error, showDetails = false }: ErrorScreenProps) {
  const { i18n } = useLingui();
  const [isStackVisible, setIsStackVisible] = useState(false);
  const status = statusOf(error);
  const { title, description } = describeError({ status, message: messageOf(error) });
  const stack = error instanceof Error ? error.stack : undefined;

  return (
    <main className="relative isolate flex min-h-dvh flex-col items-center justify-center overflow-hidden bg-background px-6 py-16 text-center text-text">
      {status !== undefined && (
        <p
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 -z-10 flex items-center justify-center text-[clamp(8rem,30vw,20rem)] leading-none font-black text-primary/10 select-none"
        >
          {status}
        </p>
      )}
      <h1 className="max-w-xl font-heading text-3xl font-bold tracking-tight sm:text-4xl">
        {i18n._(title)}
      </h1>
      <p className="mt-4 max-w-xl text-lg">{i18n._(description)}</p>
      <a
        href="/"
        className="mt-8 inline-flex items-center rounded-theme bg-primary px-5 py-3 font-semibold text-on-primary shadow-sm hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <Trans>Back to home</Trans>
      </a>
      {showDetails && stack && (
        <div className="mt-10 w-full max-w-3xl text-left">
          <button
            type="button"
            aria-expanded={isStackVisible}
            onClick={() => setIsStackVisible((isVisible) => !isVisible)}
            className="text-sm font-semibold underline"
          >
            {isStackVisible ? <Trans>Hide stacktrace</Trans> : <Trans>Show stacktrace</Trans>}
          </button>
          {isStackVisible && (
            <pre className="mt-3 overflow-auto rounded-md bg-black/5 p-4 text-xs">{stack}</pre>
          )}
        </div>
      )}
    </main>
  );
}
