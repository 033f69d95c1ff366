import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** The parts of the CMS (spec §2: /content and its children), as tabs above each. */
export function ContentNav() {
  const { t } = useLingui();
  const linkClassName =
    'border-b-2 border-transparent px-3 py-2 font-semibold hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-primary [&.active]:border-primary [&.active]:text-primary dark:[&.active]:text-primary-300';
  return (
    <nav aria-label={t`Content`} className="mb-6 border-b border-black/10 dark:border-white/15">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link to="/content" activeOptions={{ exact: true }} className={linkClassName}>
            {t`Pages and news`}
          </Link>
        </li>
        <li>
          <Link to="/content/menu-items" className={linkClassName}>
            {t`Menus`}
          </Link>
        </li>
        <li>
          <Link to="/content/stock-images" className={linkClassName}>
            {t`Image library`}
          </Link>
        </li>
        <li>
          <Link to="/content/file-upload" className={linkClassName}>
            {t`Files`}
          </Link>
        </li>
        <li>
          <Link to="/form_builder" className={linkClassName}>
            {t`Forms`}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
