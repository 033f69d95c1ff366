import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle, LanguageSwitch } from '@platform/i18n';
import { SignInForm } from './sign-in-form';

export type SignInPageProps = {
  /** Where to go once signed in; already checked to be a path on this site. */
  redirectTo: string;
};

/** The sign-in screen (empty layout): the centre's logo or app name above a card with the form. */
export function SignInPage({ redirectTo }: SignInPageProps) {
  const { t } = useLingui();
  const { center, meta } = useCurrentCenter();
  const logoUrl = center.profile?.websiteLogoUrl;

  return (
    <div className="flex min-h-dvh flex-col bg-primary/5 font-sans text-text">
      <DocumentTitle page={t`Sign in`} appName={meta.appName} />
      <header className="flex justify-end p-4">
        <LanguageSwitch />
      </header>
      <main className="flex flex-1 flex-col items-center px-4 pt-4 pb-16 sm:pt-12">
        <div className="mb-8 text-center">
          {logoUrl ? (
            <img
              src={logoUrl}
              alt={center.name}
              className="mx-auto h-14 w-auto max-w-60 object-contain"
            />
          ) : (
            <p className="font-heading text-2xl font-bold tracking-tight">{meta.appName}</p>
          )}
        </div>
        <div className="w-full max-w-md rounded-theme border border-black/10 bg-background p-6 text-text shadow-sm sm:p-8">
          <h1 className="font-heading text-2xl font-bold tracking-tight">
            <Trans>Sign in</Trans>
          </h1>
          <p className="mt-2 text-text/80">
            <Trans>Sign in with your e-mail address and password.</Trans>
          </p>
          <SignInForm redirectTo={redirectTo} />
        </div>
      </main>
    </div>
  );
}
