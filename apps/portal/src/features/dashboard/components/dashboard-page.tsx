import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, useCurrentOrganizations, useCurrentUser } from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import {
  ORGANIZATION_STATUS_LABELS,
  ORGANIZATION_TYPE_LABELS,
  ROLE_LABELS,
} from '../utils/role-labels';

export function DashboardPage() {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const user = useCurrentUser();
  const organizations = useCurrentOrganizations();
  const firstName = user.firstName || user.name || user.email;

  return (
    <>
      <DocumentTitle page={t`Dashboard`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Welcome, {firstName}</Trans>
      </h1>
      <p className="mt-2 text-lg text-text/80">
        <Trans>Good to see you. Here is an overview of your account.</Trans>
      </p>
      <div className="mt-8 grid gap-6 lg:grid-cols-[1fr_2fr] lg:items-start">
        <section
          aria-labelledby="roles-title"
          className="rounded-theme border border-black/10 bg-background p-6 shadow-sm"
        >
          <h2 id="roles-title" className="font-heading text-lg font-semibold">
            <Trans>Your roles</Trans>
          </h2>
          {user.roles.length > 0 ? (
            <ul className="mt-4 flex flex-wrap gap-2">
              {user.roles.map((role) => (
                <li
                  key={role.id}
                  className="rounded-full bg-primary px-3 py-1 text-sm font-semibold text-on-primary"
                >
                  {ROLE_LABELS[role.name] ? i18n._(ROLE_LABELS[role.name]) : role.name}
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-text/80">
              <Trans>You have no roles yet.</Trans>
            </p>
          )}
        </section>
        <section
          aria-labelledby="organizations-title"
          className="rounded-theme border border-black/10 bg-background p-6 shadow-sm"
        >
          <h2 id="organizations-title" className="font-heading text-lg font-semibold">
            <Trans>Your organisations</Trans>
          </h2>
          {organizations.length > 0 ? (
            <ul className="mt-4 divide-y divide-black/10">
              {organizations.map((organization) => (
                <li
                  key={organization.id}
                  className="flex flex-wrap items-baseline justify-between gap-2 py-3"
                >
                  <div>
                    <p className="font-semibold">{organization.name}</p>
                    <p className="text-sm text-text/80">
                      {[
                        ORGANIZATION_TYPE_LABELS[organization.organizationType]
                          ? i18n._(ORGANIZATION_TYPE_LABELS[organization.organizationType])
                          : organization.organizationType,
                        organization.city,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    </p>
                  </div>
                  <span className="rounded-full border border-black/15 px-2.5 py-0.5 text-sm">
                    {ORGANIZATION_STATUS_LABELS[organization.status]
                      ? i18n._(ORGANIZATION_STATUS_LABELS[organization.status])
                      : organization.status}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-4 text-text/80">
              <Trans>You are not linked to an organisation yet.</Trans>
            </p>
          )}
        </section>
      </div>
    </>
  );
}
