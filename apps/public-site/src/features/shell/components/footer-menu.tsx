import { useLingui } from '@lingui/react/macro';
import { useMenu, type MenuEntry, type MenuLocation } from '@platform/api-client';
import { Link } from '@tanstack/react-router';

export const FOOTER_MENU: MenuLocation = 'footer';

function FooterLink({ entry }: { entry: MenuEntry }) {
  if (!entry.href) return <span>{entry.name}</span>;
  return (
    <Link to={entry.href as never} className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current">
      {entry.name}
    </Link>
  );
}

/** The centre's footer menu (edited in the portal's CMS), with its submenu entries under their item; nothing when it is empty. */
export function FooterMenu() {
  const { t } = useLingui();
  const entries = useMenu(FOOTER_MENU);
  if (entries.length === 0) return null;
  return (
    <nav aria-label={t`Footer menu`} className="mb-10">
      <ul className="flex flex-wrap gap-x-8 gap-y-4">
        {entries.map((entry) => (
          <li key={entry.id} className="text-sm">
            <span className="font-semibold">
              <FooterLink entry={entry} />
            </span>
            {entry.children.length > 0 && (
              <ul className="mt-2 flex flex-col gap-1">
                {entry.children.map((child) => (
                  <li key={child.id}>
                    <FooterLink entry={child} />
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}
