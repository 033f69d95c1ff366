import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type SettingsTab = {
  label: MessageDescriptor;
  to: '/settings' | '/settings/design' | '/settings/footer' | '/settings/contact-person' | '/settings/partner-keys' | '/notification_templates';
  /** Whether the tab is current on its pages below too (the e-mails' editor). */
  coversSubpages?: boolean;
};

/** The tabs of `/settings` (spec §2: index, design, footer, contact person), the centre's e-mails (`/notification_templates`) and its partner API keys (issue 31). */
const SETTINGS_TABS: readonly SettingsTab[] = [
  { label: msg`General`, to: '/settings' },
  { label: msg`Design`, to: '/settings/design' },
  { label: msg`Footer`, to: '/settings/footer' },
  { label: msg`Contact person`, to: '/settings/contact-person' },
  { label: msg`E-mails`, to: '/notification_templates', coversSubpages: true },
  { label: msg`API keys`, to: '/settings/partner-keys' },
];

const tabClassName =
  'inline-flex items-center border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold whitespace-nowrap hover:border-black/25 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:border-white/30 aria-[current=page]:border-primary aria-[current=page]:text-primary dark:aria-[current=page]:border-primary-300 dark:aria-[current=page]:text-primary-300';

/**
 * The frame of the settings pages: the heading and the tabs. The tabs are
 * links (each tab is its own page and address), reached with Tab and opened
 * with Enter; the current one is marked `aria-current="page"`.
 */
export function SettingsLayout({ children }: { children: ReactNode }) {
  const { t, i18n } = useLingui();
  return (
    <div className="max-w-5xl">
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Settings</Trans>
      </h1>
      <p className="mt-2">
        <Trans>How the centre's public website looks, who visitors can contact and what its e-mails say. Changes apply to the public site on its next load.</Trans>
      </p>
      <nav aria-label={t`Settings sections`} className="mt-6 overflow-x-auto border-b border-black/10 dark:border-white/15">
        <ul className="-mb-px flex gap-1">
          {SETTINGS_TABS.map((tab) => (
            <li key={tab.to}>
              <Link to={tab.to} activeOptions={{ exact: !tab.coversSubpages, includeSearch: false }} className={tabClassName}>
                {i18n._(tab.label)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <div className="mt-6">{children}</div>
    </div>
  );
}
