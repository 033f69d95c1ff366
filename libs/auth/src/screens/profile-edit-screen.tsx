import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

/** Props of {@link ProfileEditScreen}. */
export type ProfileEditScreenProps = {
  /** The active child screen (the route's `<Outlet />`). */
  children: ReactNode;
  /** The app's own tabs after the four shared ones (the public site's volunteer profile). */
  extraTabs?: readonly ProfileTab[];
};

/** A tab of the app's own: its child route and its name. */
export type ProfileTab = { to: string; label: string };

// The brand colour is too dark on the dark background; its lighter shade reads there.
const linkClassName =
  'rounded-theme px-3 py-2 font-semibold hover:bg-black/5 dark:hover:bg-white/10 [&.active]:bg-primary/10 [&.active]:text-primary dark:[&.active]:text-primary-300';

/** `/profile-edit`: the frame of the profile tabs; the child route renders inside. */
export function ProfileEditScreen({ children, extraTabs = [] }: ProfileEditScreenProps) {
  const { t } = useLingui();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 font-sans text-text">
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Edit profile</Trans>
      </h1>
      <nav
        aria-label={t`Profile sections`}
        className="flex flex-wrap gap-2 border-b border-black/10 pb-3"
      >
        <Link to="/profile-edit" activeOptions={{ exact: true }} className={linkClassName}>
          <Trans>Personal details</Trans>
        </Link>
        <Link to="/profile-edit/email" className={linkClassName}>
          <Trans>E-mail address</Trans>
        </Link>
        <Link to="/profile-edit/settings" className={linkClassName}>
          <Trans>Settings</Trans>
        </Link>
        <Link to="/profile-edit/periodieke-mail" className={linkClassName}>
          <Trans>Weekly summary</Trans>
        </Link>
        {extraTabs.map((tab) => (
          <Link key={tab.to} to={tab.to} className={linkClassName}>
            {tab.label}
          </Link>
        ))}
      </nav>
      {children}
    </div>
  );
}

/** Props of {@link ProfileSection}. */
export type ProfileSectionProps = { title: string; children: ReactNode };

/** One tab's heading, document title and content. */
export function ProfileSection({ title, children }: ProfileSectionProps) {
  const { meta } = useCurrentCenter();
  return (
    <section className="flex flex-col gap-5">
      <DocumentTitle page={title} appName={meta.appName} />
      <h2 className="font-heading text-xl font-bold">{title}</h2>
      {children}
    </section>
  );
}
