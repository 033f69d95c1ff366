import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { useSession } from '@platform/auth';
import { DocumentTitle } from '@platform/i18n';
import { Link } from '@tanstack/react-router';
import { useSiteOrigins } from '@site/utils/use-site-origins';
import { ContactSection } from './contact-section';
import { HowItWorks } from './how-it-works';
import { WhyVolunteer } from './why-volunteer';

export function HomePage() {
  const { t } = useLingui();
  const { center, meta } = useCurrentCenter();
  const { portal } = useSiteOrigins();
  const centerName = center.name;
  const { isSignedIn } = useSession();
  const intro = t`Would you like to make a difference for someone else? We bring volunteers and organisations together. Find something that suits you, close to home and in your own time.`;

  return (
    <>
      <DocumentTitle page={t`Home`} appName={meta.appName} description={intro} />
      <section aria-labelledby="home-title" className="bg-primary text-on-primary">
        <div className="mx-auto grid max-w-6xl grid-cols-1 gap-12 px-4 py-16 sm:px-6 sm:py-24 lg:grid-cols-[3fr_2fr] lg:items-center">
          <div>
            <p className="text-sm font-semibold tracking-wide uppercase opacity-90">
              {meta.appName}
            </p>
            <h1
              id="home-title"
              className="mt-3 max-w-3xl font-heading text-3xl font-bold tracking-tight text-balance wrap-break-word hyphens-auto sm:text-5xl"
            >
              <Trans>Welcome to {centerName}</Trans>
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed sm:text-xl">{intro}</p>
            <div className="mt-10 flex flex-wrap gap-3">
              <a
                href="#how-it-works"
                className="inline-flex items-center rounded-theme bg-on-primary px-5 py-3 font-semibold text-primary shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-on-primary"
              >
                <Trans>How it works</Trans>
              </a>
              {!isSignedIn && (
                <Link
                  to="/signup"
                  className="inline-flex items-center rounded-theme border-2 border-current px-5 py-3 font-semibold transition hover:bg-on-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-on-primary"
                >
                  <Trans>Create an account</Trans>
                </Link>
              )}
            </div>
          </div>
          <WhyVolunteer />
        </div>
      </section>
      <HowItWorks />
      <section aria-labelledby="organisations-title" className="bg-primary/5">
        <div className="mx-auto grid max-w-6xl gap-6 px-4 py-14 sm:px-6 md:grid-cols-[2fr_1fr] md:items-center">
          <div>
            <h2
              id="organisations-title"
              className="font-heading text-2xl font-bold tracking-tight sm:text-3xl"
            >
              <Trans>For organisations</Trans>
            </h2>
            <p className="mt-4 max-w-2xl text-lg leading-relaxed">
              <Trans>
                Is your organisation looking for volunteers? Register it, then sign in to the portal to
                post vacancies and follow up on responses. We are happy to help you get started.
              </Trans>
            </p>
          </div>
          <div className="flex flex-wrap gap-3 md:justify-self-end">
            <a
              href={`${portal}/auth/login-1`}
              className="inline-flex items-center rounded-theme bg-primary px-5 py-3 font-semibold text-on-primary shadow-sm transition hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
            >
              <Trans>Sign in to the portal</Trans>
            </a>
            <Link
              to="/organizations/signup"
              className="inline-flex items-center rounded-theme border-2 border-primary px-5 py-3 font-semibold text-primary transition hover:bg-primary/10 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:border-current dark:text-text"
            >
              <Trans>Register your organisation</Trans>
            </Link>
          </div>
        </div>
      </section>
      <ContactSection />
    </>
  );
}
