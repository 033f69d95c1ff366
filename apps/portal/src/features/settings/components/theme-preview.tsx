import { Trans } from '@lingui/react/macro';
import { useCurrentCenter, type VolunteerCenterProfile } from '@platform/api-client';
import { buildThemeVariables } from '@platform/theme';
import { buttonClassName } from '@platform/ui';
import { useId, type CSSProperties } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { previewTheme, type DesignSettingsValues } from '../utils/design-settings';

const MENU_ITEM_CLASSES = {
  tab: { itemClassName: 'border-b-2 border-transparent px-2 py-1', currentClassName: 'border-primary text-primary' },
  legacy: { itemClassName: 'rounded-theme px-2 py-1', currentClassName: 'bg-primary text-on-primary' },
} as const;

/**
 * A small sample of the public site (header, text, buttons, footer) drawn
 * with the form's unsaved values: the theme's variables are set on the
 * sample only, so the portal around it keeps its own look. It shows the
 * light look; dark mode keeps the platform's dark surfaces.
 */
export function ThemePreview({ profile }: { profile: VolunteerCenterProfile }) {
  const { center, meta } = useCurrentCenter();
  const headingId = useId();
  const { control } = useFormContext<DesignSettingsValues>();
  const values = useWatch({ control }) as DesignSettingsValues;
  const variables = buildThemeVariables(previewTheme(values, profile));
  const { header, footer } = values.themeConfig;
  const menu = MENU_ITEM_CLASSES[header.variant];
  const year = new Date().getFullYear();
  const centerName = profile.name ?? center.name;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-2">
      <h3 id={headingId} className="font-heading text-lg font-semibold">
        <Trans>Live preview</Trans>
      </h3>
      <p className="text-sm">
        <Trans>The public site with these settings, before saving (light mode).</Trans>
      </p>
      <div
        style={variables as CSSProperties}
        className="overflow-hidden rounded-theme border border-black/15 bg-background font-sans text-text dark:border-white/20"
      >
        <div className={`flex flex-wrap items-center gap-3 border-b border-black/10 px-3 py-2 ${header.variant === 'legacy' ? 'shadow-sm' : ''}`}>
          {values.websiteLogoUrl ? (
            <img src={values.websiteLogoUrl} alt={meta.appName} className="h-7 max-w-28 object-contain" />
          ) : (
            <span className="font-heading font-bold">{meta.appName}</span>
          )}
          <ul className={`flex gap-1 text-sm font-semibold ${header.centerMenuItems ? 'mx-auto' : ''}`}>
            <li className={`${menu.itemClassName} ${menu.currentClassName}`}>
              <Trans>Vacancies</Trans>
            </li>
            <li className={menu.itemClassName}>
              <Trans>Organisations</Trans>
            </li>
          </ul>
          {header.languageToggle && (
            // eslint-disable-next-line lingui/no-unlocalized-strings -- the language codes are the same in every language
            <span className={`text-xs font-semibold ${header.centerMenuItems ? '' : 'ml-auto'}`}>NL | EN</span>
          )}
        </div>
        <div className="flex flex-col gap-3 p-4">
          <p className="font-heading text-xl font-bold">
            <Trans>Become a volunteer</Trans>
          </p>
          <p className="text-sm">
            <Trans>Find work that suits you, close to home. This is how text looks on the background.</Trans>
          </p>
          <p className="text-sm text-muted">
            <Trans>Muted text, such as a date.</Trans>
          </p>
          <div className="flex flex-wrap gap-2">
            <span className={buttonClassName({ variant: 'primary', size: 'sm' })}>
              <Trans>Apply</Trans>
            </span>
            <span className={buttonClassName({ variant: 'secondary', size: 'sm' })}>
              <Trans>Read more</Trans>
            </span>
          </div>
        </div>
        <div
          className={`px-4 py-3 text-xs ${footer.variant === 'legacy' ? 'border-t border-black/10' : 'border-t-4 border-secondary bg-text text-background'}`}
        >
          <Trans>
            © {year} {centerName}
          </Trans>
        </div>
      </div>
    </section>
  );
}
