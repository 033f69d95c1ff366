import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

const LINK_CLASS_NAME =
  'inline-flex min-h-10 items-center border-b-2 border-transparent px-3 py-2 font-semibold hover:border-primary/40 focus-visible:outline-2 focus-visible:outline-primary [&.active]:border-primary [&.active]:text-primary dark:[&.active]:text-primary-300';

/** A form's pages, as tabs: its overview with the answers, the builder and the preview. */
export function FormTabs({ formId }: { formId: string }) {
  const { t } = useLingui();
  const params = { id: formId };
  return (
    <nav aria-label={t`Form`} className="mt-4 mb-6 border-b border-black/10 dark:border-white/15">
      <ul className="flex flex-wrap gap-2">
        <li>
          <Link
            to="/form_builder/$id"
            params={params}
            activeOptions={{ exact: true }}
            className={LINK_CLASS_NAME}
          >
            {t`Overview and answers`}
          </Link>
        </li>
        <li>
          <Link to="/form_builder/$id/edit" params={params} className={LINK_CLASS_NAME}>
            {t`Build`}
          </Link>
        </li>
        <li>
          <Link to="/form_builder/$id/preview" params={params} className={LINK_CLASS_NAME}>
            {t`Preview`}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
