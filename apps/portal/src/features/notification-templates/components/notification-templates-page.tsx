import { Trans, useLingui } from '@lingui/react/macro';
import { getNotificationTemplatesQueryOptions, useApiClient, type NotificationTemplate } from '@platform/api-client';
import { LOCALES, type Locale } from '@platform/contracts';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { FilterForm, FilterSelect, type FilterValues } from '@portal/components/filter-form';
import { ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { TEMPLATE_LOCALE_LABELS } from '../utils/template-form';
import { toTemplateQuery, type TemplateListSearch } from '../utils/template-search';

/**
 * `/notification_templates`: every mail the platform sends, in each language,
 * as it is in effect for this centre: its own copy or the tenant-wide
 * default. A language filter in the URL; each name opens the editor.
 */
export function NotificationTemplatesPage({ search }: { search: TemplateListSearch }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const templates = useSuspenseQuery(getNotificationTemplatesQueryOptions(useApiClient(), toTemplateQuery(search))).data;
  const count = templates.length;

  const handleFilter = ({ locale }: FilterValues<'locale'>) =>
    void navigate({ to: '/notification_templates', search: { locale: locale as Locale | undefined } });

  return (
    <section aria-labelledby="templates-heading">
      <h2 id="templates-heading" className="font-heading text-2xl font-semibold">
        <Trans>E-mails</Trans>
      </h2>
      <p className="mt-1 mb-6">
        <Trans>
          Every mail the platform sends, in Dutch and English. Change a text for this centre, or switch a mail off; security mails (such as a new
          password) are always sent.
        </Trans>
      </p>
      <FilterForm label={t`Filter e-mails`} search={search} onFilter={handleFilter} hasFilters={Boolean(search.locale)} clearPath="/notification_templates">
        <FilterSelect
          label={t`Language`}
          name="locale"
          value={search.locale}
          allLabel={t`Both languages`}
          options={LOCALES.map((locale) => ({ value: locale, label: i18n._(TEMPLATE_LOCALE_LABELS[locale]) }))}
        />
      </FilterForm>
      <ListTable caption={<Trans>E-mails, {count} in total</Trans>} columns={[t`Name`, t`Language`, t`Subject`, t`Active`, t`Text of`]}>
        {templates.map((template) => (
          <TemplateRow key={template.id} template={template} />
        ))}
      </ListTable>
    </section>
  );
}

function TemplateRow({ template }: { template: NotificationTemplate }) {
  const { i18n } = useLingui();
  return (
    <ListRow>
      <ListCell>
        <Link to="/notification_templates/$id/edit" params={{ id: template.id }} className={TEXT_LINK_CLASSES}>
          {template.name}
        </Link>
      </ListCell>
      <ListCell>{i18n._(TEMPLATE_LOCALE_LABELS[template.locale])}</ListCell>
      <ListCell className="font-mono text-xs">{template.subject}</ListCell>
      <ListCell>{template.security ? <Trans>Always</Trans> : template.active ? <Trans>Yes</Trans> : <Trans>No, not sent</Trans>}</ListCell>
      <ListCell>{template.scope === 'center' ? <Trans>This centre</Trans> : <Trans>Default for all centres</Trans>}</ListCell>
    </ListRow>
  );
}
