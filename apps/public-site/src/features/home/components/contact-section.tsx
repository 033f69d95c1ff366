import { Trans } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';

/** How to reach the centre's contact person; left out when the profile names nobody. */
export function ContactSection() {
  const { center } = useCurrentCenter();
  const profile = center.profile;
  const contactName = profile?.contactPersonName;
  const email = profile?.contactPersonEmail;
  const phone = profile?.contactPersonPhone;
  if (!contactName && !email && !phone) return null;

  return (
    <section aria-labelledby="contact-title">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
        <h2
          id="contact-title"
          className="font-heading text-2xl font-bold tracking-tight sm:text-3xl"
        >
          <Trans>Questions? We are happy to help</Trans>
        </h2>
        {contactName && (
          <p className="mt-4 text-lg">
            <Trans>Get in touch with {contactName}.</Trans>
          </p>
        )}
        <ul className="mt-4 flex flex-col gap-2 text-lg sm:flex-row sm:gap-8">
          {email && (
            <li>
              <span className="font-semibold">
                <Trans>E-mail</Trans>
              </span>{' '}
              <a
                href={`mailto:${email}`}
                className="underline underline-offset-4 hover:no-underline"
              >
                {email}
              </a>
            </li>
          )}
          {phone && (
            <li>
              <span className="font-semibold">
                <Trans>Phone</Trans>
              </span>{' '}
              <a
                href={`tel:${phone.replace(/[^\d+]/g, '')}`}
                className="underline underline-offset-4 hover:no-underline"
              >
                {phone}
              </a>
            </li>
          )}
        </ul>
      </div>
    </section>
  );
}
