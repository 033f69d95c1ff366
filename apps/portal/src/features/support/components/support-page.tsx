import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName } from '@platform/ui';
import { Link } from '@tanstack/react-router';
import { AskCenterButton } from '@portal/components/ask-center-button';
import { HelpPages } from './help-pages';
import { SupportQuestionForm } from './support-question-form';

/**
 * `/support`: how to reach the centre's contact person (from the centre profile),
 * the platform's help texts (the centre's `hulp-` pages on its public site), a
 * question to the centre through its "Vraag aan het centrum" form or as a
 * conversation, and what changed lately.
 */
export function SupportPage({ publicSiteUrl }: { publicSiteUrl: string }) {
  const { t } = useLingui();
  const { center, meta } = useCurrentCenter();
  const profile = center.profile;
  const name = profile?.contactPersonName;
  const email = profile?.contactPersonEmail;
  const phone = profile?.contactPersonPhone;
  const centerName = center.name;
  return (
    <>
      <DocumentTitle page={t`Support`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Support</Trans>
      </h1>
      <p className="mt-2 max-w-2xl text-lg">
        <Trans>Questions about the portal? The contact person of {centerName} is happy to help.</Trans>
      </p>
      {/* Members of organisations write to the centre's staff in a conversation; staff see none. */}
      <div className="mt-4">
        <AskCenterButton />
      </div>
      {name || email || phone ? (
        <section aria-labelledby="contact-title" className="mt-6 max-w-xl rounded-theme border border-black/10 p-6 dark:border-white/15">
          <h2 id="contact-title" className="font-heading text-lg font-semibold">
            <Trans>Contact person</Trans>
          </h2>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2">
            {name && (
              <>
                <dt className="font-semibold">
                  <Trans>Name</Trans>
                </dt>
                <dd>{name}</dd>
              </>
            )}
            {email && (
              <>
                <dt className="font-semibold">
                  <Trans>E-mail address</Trans>
                </dt>
                <dd>
                  <a href={`mailto:${email}`} className="underline">
                    {email}
                  </a>
                </dd>
              </>
            )}
            {phone && (
              <>
                <dt className="font-semibold">
                  <Trans>Phone number</Trans>
                </dt>
                <dd>
                  <a href={`tel:${phone.replace(/\s+/g, '')}`} className="underline">
                    {phone}
                  </a>
                </dd>
              </>
            )}
          </dl>
          {email && (
            <a href={`mailto:${email}?subject=${encodeURIComponent(t`Question about the portal`)}`} className={`mt-5 ${buttonClassName()}`}>
              <Trans>Send an e-mail</Trans>
            </a>
          )}
        </section>
      ) : (
        <p className="mt-6">
          <Trans>This centre has not named a contact person yet.</Trans>
        </p>
      )}
      <HelpPages publicSiteUrl={publicSiteUrl} />
      <SupportQuestionForm />
      <p className="mt-6">
        <Link to="/volunteerly/changelog" className="underline">
          <Trans>What's new in the portal</Trans>
        </Link>
      </p>
    </>
  );
}
