import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, useCurrentUser } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { ROLE_LABELS } from './role-label';

/** Props of {@link ProfileScreen}. */
export type ProfileScreenProps = {
  /** The app's own links beside "Edit profile", e.g. the public site's "My applications". */
  children?: ReactNode;
  /** The app's own part of the overview under the details, e.g. the public site's volunteer pool status. */
  extra?: ReactNode;
};

/** `/profiel`: an overview of the signed-in user's profile with a link to edit it. */
export function ProfileScreen({ children, extra }: ProfileScreenProps) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const user = useCurrentUser();
  const rows: [string, string | null][] = [
    [t`Name`, user.fullName],
    [t`E-mail address`, user.email],
    [t`Phone number`, user.phoneNumber],
    [t`Job title`, user.jobTitle],
    [t`Roles`, user.roles.map((role) => i18n._(ROLE_LABELS[role.name])).join(', ') || null],
  ];
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-8 font-sans text-text">
      <DocumentTitle page={t`My profile`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>My profile</Trans>
      </h1>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-[12rem_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold">{label}</dt>
            <dd>{value || '–'}</dd>
          </div>
        ))}
      </dl>
      {extra}
      <div className="flex flex-wrap gap-3">
        <Link
          to="/profile-edit"
          className="rounded-theme bg-primary px-5 py-3 font-semibold text-on-primary"
        >
          <Trans>Edit profile</Trans>
        </Link>
        {children}
      </div>
    </div>
  );
}
