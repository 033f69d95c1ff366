import { Trans } from '@lingui/react/macro';
import { useCurrentCenter, type VolunteerCenterProfile } from '@platform/api-client';

// The profile has these footer columns (spec §3); the gaps are the product's own.
const FOOTER_COLUMNS = [1, 2, 3, 4, 6, 8] as const;

function footerColumns(profile: VolunteerCenterProfile | null | undefined) {
  if (!profile) return [];
  return FOOTER_COLUMNS.flatMap((column) => {
    const title = profile[`footerColumn${column}Title`];
    const content = profile[`footerColumn${column}Content`];
    return title || content ? [{ column, title, content }] : [];
  });
}

export function SiteFooter() {
  const { center } = useCurrentCenter();
  const columns = footerColumns(center.profile);
  const year = new Date().getFullYear();
  const centerName = center.name;

  return (
    <footer className="mt-16 border-t-4 border-secondary bg-text text-on-text">
      <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
        {columns.length > 0 && (
          <div className="grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
            {columns.map(({ column, title, content }) => (
              <section key={column} aria-labelledby={title ? `footer-column-${column}` : undefined}>
                {title && (
                  <h2
                    id={`footer-column-${column}`}
                    className="font-heading text-base font-semibold"
                  >
                    {title}
                  </h2>
                )}
                {content && (
                  <p className="mt-3 text-sm leading-relaxed whitespace-pre-line opacity-90">
                    {content}
                  </p>
                )}
              </section>
            ))}
          </div>
        )}
        <p
          className={`text-sm opacity-90 ${columns.length > 0 ? 'mt-10 border-t border-current/20 pt-6' : ''}`}
        >
          <Trans>
            © {year} {centerName}
          </Trans>
        </p>
      </div>
    </footer>
  );
}
