import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { ShadeSwatches } from '@portal/components/shade-swatches';
import { TestPageFrame } from './test-page-frame';

/** The theme's colour variables (`--color-…`) and their names. */
const THEME_COLORS = {
  primary: msg`Primary colour`,
  secondary: msg`Secondary colour`,
  muted: msg`Muted colour`,
  background: msg`Background colour`,
  text: msg`Text colour`,
};

/** `/test/colors`: the centre's theme colours and the shades made from them (its profile, as the API gives it). */
export function ColorsTestPage() {
  const { t, i18n } = useLingui();
  const profile = useCurrentCenter().center.profile;
  return (
    <TestPageFrame pageKey="colors">
      <ul aria-label={t`Theme colours`} className="grid grid-cols-2 gap-3 sm:grid-cols-5">
        {Object.entries(THEME_COLORS).map(([name, label]) => (
          <li key={name} className="flex flex-col gap-1 text-sm">
            <span aria-hidden="true" className="h-12 rounded-theme border border-black/10 dark:border-white/20" style={{ backgroundColor: `var(--color-${name})` }} />
            <span className="font-semibold">{i18n._(label)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-8 flex flex-col gap-6">
        <ShadeSwatches shades={profile?.primaryColorShades ?? null} label={t`Shades of the primary colour`} />
        <ShadeSwatches shades={profile?.secondaryColorShades ?? null} label={t`Shades of the secondary colour`} />
      </div>
    </TestPageFrame>
  );
}
