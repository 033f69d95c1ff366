import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName } from '@platform/ui';
import { Link } from '@tanstack/react-router';

/** `/organizations/signup/success`: what happens after an organisation registered. */
export function OrganizationSignupSuccessPage() {
  const { t } = useLingui();
  const { meta, center } = useCurrentCenter();
  const centerName = center.name;
  const title = t`Thank you for registering your organisation`;
  return (
    <>
      <DocumentTitle page={title} appName={meta.appName} />
      <div className="mx-auto max-w-2xl">
        <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <ol className="mt-8 flex flex-col gap-6">
          <li className="rounded-theme border border-black/10 p-5 dark:border-white/15">
            <h2 className="font-heading text-lg font-semibold">
              <Trans>1. Confirm your e-mail address</Trans>
            </h2>
            <p className="mt-2 leading-relaxed">
              <Trans>
                We have sent you an e-mail with a link. Follow it to confirm your address. No e-mail? Check your spam
                folder.
              </Trans>
            </p>
          </li>
          <li className="rounded-theme border border-black/10 p-5 dark:border-white/15">
            <h2 className="font-heading text-lg font-semibold">
              <Trans>2. Wait for approval</Trans>
            </h2>
            <p className="mt-2 leading-relaxed">
              <Trans>
                Your organisation waits for approval by {centerName}. We let you know by e-mail as soon as they have
                looked at your registration.
              </Trans>
            </p>
          </li>
          <li className="rounded-theme border border-black/10 p-5 dark:border-white/15">
            <h2 className="font-heading text-lg font-semibold">
              <Trans>3. Sign in to the portal</Trans>
            </h2>
            <p className="mt-2 leading-relaxed">
              <Trans>
                Once approved, you sign in to the portal with your e-mail address and password to post vacancies.
              </Trans>
            </p>
          </li>
        </ol>
        <p className="mt-8">
          <Link to="/" className={buttonClassName({ variant: 'outline' })}>
            <Trans>Back to home</Trans>
          </Link>
        </p>
      </div>
    </>
  );
}
