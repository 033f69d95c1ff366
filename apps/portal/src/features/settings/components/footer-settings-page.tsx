import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { FOOTER_COLUMN_NUMBERS, FOOTER_CONTENT_MAX } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { Checkbox, Textarea, TextField } from '@platform/ui';
import { useCenterProfile } from '../hooks/use-center-profile';
import { footerColumnFields, footerSettingsSchema, toFooterSettingsValues } from '../utils/settings-forms';
import { SettingsForm, SettingsSection } from './settings-form';

/** `/settings/footer`: the public site's footer columns and its ANBI and NOV marks. */
export function FooterSettingsPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const profile = useCenterProfile();
  return (
    <>
      <DocumentTitle page={t`Footer settings`} appName={meta.appName} />
      <h2 className="mb-2 font-heading text-2xl font-semibold">
        <Trans>Footer</Trans>
      </h2>
      <p className="mb-4">
        <Trans>Columns with a title or text appear at the bottom of every page of the public site, in this order; empty ones are left out.</Trans>
      </p>
      <SettingsForm
        schema={footerSettingsSchema}
        profile={profile}
        toValues={toFooterSettingsValues}
        toChanges={(values) => values}
        aria-label={t`Footer settings`}
      >
        <div className="grid gap-6 lg:grid-cols-2">
          {FOOTER_COLUMN_NUMBERS.map((column) => {
            const fields = footerColumnFields(column);
            return (
              <SettingsSection key={column} title={t`Column ${column}`}>
                <TextField name={fields.title} label={t`Title of column ${column}`} maxLength={255} />
                <Textarea
                  name={fields.content}
                  label={t`Text of column ${column}`}
                  description={t`Plain text; line breaks are kept.`}
                  rows={5}
                  maxLength={FOOTER_CONTENT_MAX}
                />
              </SettingsSection>
            );
          })}
        </div>
        <SettingsSection title={t`Quality marks`}>
          <Checkbox
            name="showAnbiLogo"
            role="switch"
            label={t`Show the ANBI mark`}
            description={t`The centre is a public benefit organisation recognised by the Dutch tax authorities.`}
          />
          <Checkbox
            name="showNovLogo"
            role="switch"
            label={t`Show the NOV mark`}
            description={t`The centre is a member of the Dutch association for volunteer work.`}
          />
        </SettingsSection>
      </SettingsForm>
    </>
  );
}
