import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { TextField } from '@platform/ui';
import { useCenterProfile } from '../hooks/use-center-profile';
import { generalSettingsSchema, toGeneralSettingsValues } from '../utils/settings-forms';
import { SettingsForm, SettingsSection } from './settings-form';

// Literal braces would read as message placeholders, so these go in as values.
const TILE_PLACEHOLDERS = '{z}, {x}, {y}';
const TILE_URL_EXAMPLE = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';

/** `/settings`: the centre's name, its analytics id and the social map's tiles. */
export function GeneralSettingsPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const profile = useCenterProfile();
  return (
    <>
      <DocumentTitle page={t`Settings`} appName={meta.appName} />
      <h2 className="mb-4 font-heading text-2xl font-semibold">
        <Trans>General</Trans>
      </h2>
      <SettingsForm
        schema={generalSettingsSchema}
        profile={profile}
        toValues={toGeneralSettingsValues}
        toChanges={(values) => values}
        aria-label={t`General settings`}
      >
        <SettingsSection title={t`Centre`}>
          <TextField
            name="name"
            label={t`Name`}
            description={t`The centre's name on its website, in the footer and in mails.`}
            isRequired
            maxLength={255}
            autoComplete="organization"
          />
          <TextField
            name="gtagId"
            label={t`Analytics id`}
            description={t`The Google Analytics or Tag Manager id, such as G-ABC123DEF4. The analytics script loads only when it is set.`}
            className="max-w-72"
            spellCheck={false}
          />
        </SettingsSection>
        <SettingsSection
          title={t`Social map`}
          description={t`Leave both empty for the standard OpenStreetMap map.`}
        >
          <TextField
            name="mapTileUrl"
            type="url"
            label={t`Map tiles URL`}
            description={t`An address with ${TILE_PLACEHOLDERS}, such as ${TILE_URL_EXAMPLE}.`}
            spellCheck={false}
          />
          <TextField
            name="mapTileAttribution"
            label={t`Map tiles attribution`}
            description={t`Who made the map, shown in its corner as the tile provider asks.`}
          />
        </SettingsSection>
      </SettingsForm>
    </>
  );
}
