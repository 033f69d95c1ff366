import { getPartnersQueryOptions, useApiClient, type Organization } from '@platform/api-client';
import { isHttpUrl, isImageUploadUrl, safeHttpUrl } from '@platform/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { EXTERNAL_REL } from '../../parts/link-kind';
import { BLOCK_SPACING, BLOCK_TITLE, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

// Organisations have no logo in the API yet; once partners carry a `logoUrl`,
// it is shown, and until then the partner's name stands in for it.
type Partner = Organization & { logoUrl?: string | null };

function logoOf(partner: Partner): string | null {
  const url = partner.logoUrl;
  return url && (isImageUploadUrl(url) || isHttpUrl(url)) ? url : null;
}

function PartnerLogo({ partner }: { partner: Partner }) {
  const logo = logoOf(partner);
  return logo ? (
    <img src={logo} alt={partner.name} loading="lazy" decoding="async" className="max-h-16 w-auto max-w-40 object-contain" />
  ) : (
    <span className="font-heading text-lg font-semibold">{partner.name}</span>
  );
}

/** The centre's partners' logos, each linking to the partner's website when it has a safe one. */
export function LogoBarBlock({ block }: BlockComponentProps<'LogoBar'>) {
  const { title, maxLogos } = block.props;
  const { data } = useSuspenseQuery(getPartnersQueryOptions(useApiClient()));
  const partners = (data as Partner[]).slice(0, maxLogos);
  if (partners.length === 0) return null;
  return (
    <section className={`${widthClassName('wide')} ${BLOCK_SPACING}`}>
      {title && <h2 className={`${BLOCK_TITLE} mb-6 text-center`}>{title}</h2>}
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
        {partners.map((partner) => {
          const website = safeHttpUrl(partner.website);
          return (
            // A light plate keeps logos drawn for white paper visible in dark mode.
            <li key={partner.id} className="flex min-h-20 items-center rounded-theme px-4 py-2 dark:bg-white dark:text-gray-900">
              {website ? (
                <a
                  href={website}
                  rel={EXTERNAL_REL}
                  className="focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
                >
                  <PartnerLogo partner={partner} />
                </a>
              ) : (
                <PartnerLogo partner={partner} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export const blockModule: BlockModule<'LogoBar'> = {
  Block: LogoBarBlock,
  load: ({ queryClient, apiClient }) => queryClient.ensureQueryData(getPartnersQueryOptions(apiClient)),
};
