import { useLingui } from '@lingui/react/macro';
import type { PublicVacancy } from '@platform/api-client';
import { buildJobPosting, safeHttpUrl, serializeJsonLd } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { useLocation } from '@tanstack/react-router';
import { useSiteOrigins } from '@site/utils/use-site-origins';
import { ogLocale } from '@site/utils/og-locale';
import { metaDescription } from '../utils/vacancy-meta';

/** Props of {@link VacancyHead}. */
export type VacancyHeadProps = { vacancy: PublicVacancy; appName: string };

/**
 * What crawlers and link previews read: title, description, canonical link,
 * Open Graph tags (React hoists them into the head) and a JobPosting, the
 * same the API puts into the first HTML response (which the app removes
 * before its first render, see `removePrerenderedHead`).
 */
export function VacancyHead({ vacancy, appName }: VacancyHeadProps) {
  const { i18n } = useLingui();
  const pathname = useLocation({ select: (location) => location.pathname });
  const url = `${useSiteOrigins().site}${pathname}`;
  const description = metaDescription(vacancy);
  const image = safeHttpUrl(vacancy.imageUrl);
  const organization = vacancy.organization;
  const jobPosting = buildJobPosting({
    ...vacancy,
    organization: organization ? { name: organization.name, website: organization.website } : null,
    url,
  });
  return (
    <>
      <DocumentTitle page={vacancy.title} appName={appName} />
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:title" content={vacancy.title} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta property="og:site_name" content={appName} />
      <meta property="og:locale" content={ogLocale(i18n.locale)} />
      {image && <meta property="og:image" content={image} />}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(jobPosting) }} />
    </>
  );
}
