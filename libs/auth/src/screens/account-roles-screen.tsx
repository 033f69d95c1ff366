import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, useCurrentUser } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { ROLE_LABELS } from './role-label';

/** `/account/roles`: the signed-in user's roles, by their translated names. */
export function AccountRolesScreen() {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const user = useCurrentUser();
  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-4 px-4 py-8 font-sans text-text">
      <DocumentTitle page={t`My roles`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>My roles</Trans>
      </h1>
      {user.roles.length === 0 ? (
        <p>
          <Trans>You have no roles yet.</Trans>
        </p>
      ) : (
        <ul className="flex flex-col gap-2">
          {user.roles.map((role) => (
            <li key={role.id} className="rounded-theme border border-black/10 px-4 py-3">
              {i18n._(ROLE_LABELS[role.name])}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
