import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, type VolunteerCenterProfile } from '@platform/api-client';
import {
  FOOTER_VARIANTS,
  HEADER_VARIANTS,
  THEME_FONTS,
  THEME_SHAPES,
  type FooterVariant,
  type HeaderVariant,
  type ThemeFont,
  type ThemeShape,
} from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { Checkbox, Select } from '@platform/ui';
import { useFormContext, useWatch } from 'react-hook-form';
import { useCenterProfile } from '../hooks/use-center-profile';
import {
  contrastWarnings,
  designSettingsSchema,
  shadesFor,
  storedShades,
  toDesignChanges,
  toDesignSettingsValues,
  type DesignSettingsValues,
} from '../utils/design-settings';
import { ColorField } from './color-field';
import { ContrastWarnings } from './contrast-warnings';
import { ImageUploadField } from './image-upload-field';
import { SettingsForm, SettingsSection } from './settings-form';
import { ShadeSwatches } from '@portal/components/shade-swatches';
import { ThemePreview } from './theme-preview';

const FONT_LABELS: Record<ThemeFont, MessageDescriptor> = {
  'Inter Variable': msg`Inter`,
  'System UI': msg`The device's own font`,
  Serif: msg`Serif`,
};

const SHAPE_LABELS: Record<ThemeShape, MessageDescriptor> = {
  rounded: msg`Rounded corners`,
  straight: msg`Straight corners`,
};

const HEADER_VARIANT_LABELS: Record<HeaderVariant, MessageDescriptor> = {
  tab: msg`Tabs: the current page underlined`,
  legacy: msg`Classic: the current page filled in`,
};

const FOOTER_VARIANT_LABELS: Record<FooterVariant, MessageDescriptor> = {
  maud: msg`Maud (dark)`,
  tab: msg`Tab (dark)`,
  legacy: msg`Classic (light)`,
};

/** `/settings/design`: colours, logos, fonts, shape, header and footer, with a live preview. */
export function DesignSettingsPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const profile = useCenterProfile();
  return (
    <>
      <DocumentTitle page={t`Design settings`} appName={meta.appName} />
      <h2 className="mb-4 font-heading text-2xl font-semibold">
        <Trans>Design</Trans>
      </h2>
      <SettingsForm
        schema={designSettingsSchema}
        profile={profile}
        toValues={toDesignSettingsValues}
        toChanges={(values) => toDesignChanges(values, profile)}
        aria-label={t`Design settings`}
      >
        <div className="grid items-start gap-6 xl:grid-cols-[minmax(0,1fr)_22rem]">
          <div className="flex flex-col gap-6">
            <ColorsSection profile={profile} />
            <ImagesSection />
            <TypographySection />
            <HeaderFooterSection />
          </div>
          <div className="xl:sticky xl:top-4">
            <ThemePreview profile={profile} />
          </div>
        </div>
      </SettingsForm>
    </>
  );
}

function ColorsSection({ profile }: { profile: VolunteerCenterProfile }) {
  const { t } = useLingui();
  const { control } = useFormContext<DesignSettingsValues>();
  const [primaryColor, secondaryColor, backgroundColor, textColor] = useWatch({
    control,
    name: ['primaryColor', 'secondaryColor', 'backgroundColor', 'textColor'],
  });
  const stored = storedShades(profile);
  return (
    <SettingsSection
      title={t`Colours`}
      description={t`A hex colour such as #0f766e, or pick one. Lighter and darker shades of the primary and secondary colour are made for you.`}
    >
      <ColorField name="primaryColor" label={t`Primary colour`} />
      <ShadeSwatches shades={shadesFor(primaryColor, stored.primary)} label={t`Shades of the primary colour`} />
      <ColorField name="secondaryColor" label={t`Secondary colour`} />
      <ShadeSwatches shades={shadesFor(secondaryColor, stored.secondary)} label={t`Shades of the secondary colour`} />
      <ColorField name="mutedColor" label={t`Muted colour`} />
      <ColorField name="backgroundColor" label={t`Background colour`} />
      <ColorField name="textColor" label={t`Text colour`} />
      <ContrastWarnings warnings={contrastWarnings({ primaryColor, backgroundColor, textColor })} />
    </SettingsSection>
  );
}

function ImagesSection() {
  const { t } = useLingui();
  return (
    <SettingsSection title={t`Logo and icon`}>
      <ImageUploadField
        name="websiteLogoUrl"
        label={t`Logo`}
        description={t`Shown in the site's header; without one the site shows its name.`}
        uploadLabel={t`Upload a logo`}
        removeLabel={t`Remove the logo`}
        previewAlt={t`Current logo`}
      />
      <ImageUploadField
        name="websiteLogoDarkModeUrl"
        label={t`Logo for dark mode`}
        description={t`A light version of the logo for visitors who use dark mode; without one they see the normal logo.`}
        uploadLabel={t`Upload a logo for dark mode`}
        removeLabel={t`Remove the logo for dark mode`}
        previewAlt={t`Current logo for dark mode`}
        isOnDark
      />
      <ImageUploadField
        name="faviconUrl"
        label={t`Favicon`}
        description={t`The small icon in the browser tab; a square image works best.`}
        uploadLabel={t`Upload a favicon`}
        removeLabel={t`Remove the favicon`}
        previewAlt={t`Current favicon`}
      />
    </SettingsSection>
  );
}

function TypographySection() {
  const { t, i18n } = useLingui();
  const fontOptions = THEME_FONTS.map((font) => ({ value: font, label: i18n._(FONT_LABELS[font]) }));
  return (
    <SettingsSection title={t`Fonts and shape`}>
      <div className="grid gap-5 sm:grid-cols-2">
        <Select name="themeConfig.fonts.sans" label={t`Font for text`} options={fontOptions} />
        <Select name="themeConfig.fonts.heading" label={t`Font for headings`} options={fontOptions} />
      </div>
      <Select
        name="themeConfig.defaultShape"
        label={t`Shape of buttons and fields`}
        options={THEME_SHAPES.map((shape) => ({ value: shape, label: i18n._(SHAPE_LABELS[shape]) }))}
        className="sm:max-w-80"
      />
    </SettingsSection>
  );
}

function HeaderFooterSection() {
  const { t, i18n } = useLingui();
  return (
    <SettingsSection title={t`Header and footer`}>
      <Select
        name="themeConfig.header.variant"
        label={t`Menu style`}
        options={HEADER_VARIANTS.map((variant) => ({ value: variant, label: i18n._(HEADER_VARIANT_LABELS[variant]) }))}
        className="sm:max-w-96"
      />
      <Checkbox name="themeConfig.header.fullWidth" role="switch" label={t`Header over the full width of the screen`} />
      <Checkbox
        name="themeConfig.header.sticky"
        role="switch"
        label={t`Keep the header in view while scrolling`}
      />
      <Checkbox
        name="themeConfig.header.languageToggle"
        role="switch"
        label={t`Show the language switch`}
        description={t`Only on websites in more than one language.`}
      />
      <Checkbox name="themeConfig.header.centerMenuItems" role="switch" label={t`Centre the menu items`} />
      <Select
        name="themeConfig.footer.variant"
        label={t`Footer style`}
        options={FOOTER_VARIANTS.map((variant) => ({ value: variant, label: i18n._(FOOTER_VARIANT_LABELS[variant]) }))}
        className="sm:max-w-96"
      />
    </SettingsSection>
  );
}
