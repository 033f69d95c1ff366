import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useCurrentCenter, type UserRole } from '@platform/api-client';
import { navigationFor } from '../utils/navigation';

const linkClassName =
  'block rounded-theme px-3 py-2 text-sm font-semibold whitespace-nowrap hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10 aria-[current=page]:bg-primary aria-[current=page]:text-on-primary';

/** The portal's top navigation (spec §2): the entries the user's roles may open and the tenant has switched on. */
export function TopNavigation({ roles }: { roles: readonly UserRole[] }) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <nav aria-label={t`Main navigation`} className="overflow-x-auto">
      <ul className="flex gap-1">
        {navigationFor(roles, meta.features).map((item) => (
          <li key={item.to}>
            {/* Several targets arrive with later issues; until then they show the 404 screen. */}
            <Link to={item.to as '/'} activeOptions={{ exact: true }} className={linkClassName}>
              {i18n._(item.label)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
