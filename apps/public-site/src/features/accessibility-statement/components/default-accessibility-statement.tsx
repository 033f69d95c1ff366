import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { formatPublishedDate } from '@platform/page-blocks';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSiteOrigins } from '../../../utils/use-site-origins';
import { ACCESSIBILITY_EVALUATION_DATE, OMBUDSMAN_URL } from '@platform/contracts';

const LINK_CLASS = 'font-semibold underline underline-offset-4 hover:no-underline';

function Section({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="font-heading text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="mt-3 flex flex-col gap-3 text-lg leading-relaxed">{children}</div>
    </section>
  );
}

/**
 * The accessibility statement in the Dutch model's form ("modelverklaring
 * toegankelijkheid"), built from the centre's name and contact details, shown
 * while the centre has not published its own `/toegankelijkheid` page.
 */
export function DefaultAccessibilityStatement() {
  const { t, i18n } = useLingui();
  const { meta, center } = useCurrentCenter();
  const siteHost = new URL(useSiteOrigins().site).host;
  const centerName = center.name;
  const email = center.profile?.contactPersonEmail;
  const evaluated = formatPublishedDate(ACCESSIBILITY_EVALUATION_DATE, i18n.locale);
  const title = t`Accessibility statement`;
  const intro = t`${centerName} wants everyone to be able to use this website.`;
  return (
    <article className="mx-auto w-full max-w-3xl">
      <DocumentTitle page={title} appName={meta.appName} description={intro} />
      <h1 className="font-heading text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg leading-relaxed">{intro}</p>

      <Section id="statement-status" title={<Trans>Status</Trans>}>
        <p>
          <Trans>
            This website partially complies with the Web Content Accessibility Guidelines (WCAG) 2.2, level AA, the
            standard the Dutch accessibility decree (Besluit digitale toegankelijkheid overheid) refers to.
          </Trans>
        </p>
      </Section>

      <Section id="statement-scope" title={<Trans>Scope</Trans>}>
        <p>
          <Trans>This statement applies to the website {siteHost}.</Trans>
        </p>
      </Section>

      <Section id="statement-evaluation" title={<Trans>Last evaluation</Trans>}>
        <p>
          <Trans>
            The website was last evaluated on <time dateTime={ACCESSIBILITY_EVALUATION_DATE}>{evaluated}</time>: automated
            tests open its pages in a browser, in Dutch and English and in light and dark mode, and check them with
            axe-core against WCAG 2.2 A and AA.
          </Trans>
        </p>
      </Section>

      <Section id="statement-issues" title={<Trans>Known issues</Trans>}>
        <p>
          <Trans>
            Automated tests find only part of what the guidelines ask. Texts, images and documents that the centre
            and organisations add themselves are not always checked. We fix problems that are reported to us as soon
            as we can and keep testing new pages.
          </Trans>
        </p>
      </Section>

      <Section id="statement-report" title={<Trans>Reporting a problem</Trans>}>
        <p>
          <Trans>
            Can you not use part of this website, or do you have a question or a suggestion about its accessibility?
            Let us know.
          </Trans>
        </p>
        <ul className="list-disc pl-6">
          {email && (
            <li>
              <Trans>
                By e-mail:{' '}
                <a href={`mailto:${email}`} className={LINK_CLASS}>
                  {email}
                </a>
              </Trans>
            </li>
          )}
          <li>
            <Trans>
              Through our{' '}
              <Link to="/contactformulier" className={LINK_CLASS}>
                contact form
              </Link>
            </Trans>
          </li>
        </ul>
      </Section>

      <Section id="statement-enforcement" title={<Trans>Enforcement</Trans>}>
        <p>
          <Trans>
            Are you not satisfied with how your complaint was handled, or did we not answer in time? Then you can
            contact the{' '}
            <a href={OMBUDSMAN_URL} className={LINK_CLASS} rel="noopener noreferrer">
              Nationale ombudsman
            </a>
            .
          </Trans>
        </p>
      </Section>
    </article>
  );
}
