import { useLingui } from '@lingui/react/macro';
import {
  getCurrentOrganizationsQueryOptions,
  getCurrentUserQueryOptions,
  useApiClient,
  useCurrentCenter,
} from '@platform/api-client';
import { ImpersonationBanner } from '@platform/auth';
import { useQuery } from '@tanstack/react-query';
import { LogoBlock } from '@platform/theme';
import { Link } from '@tanstack/react-router';
import { OrganizationSelector } from './organization-selector';
import { Toolbar } from './toolbar';
import { TopNavigation } from './top-navigation';

/** Props of {@link PortalHeader}. */
export type PortalHeaderProps = {
  /** Whether a session exists; the user and organisations are then read (or fetched) here. */
  isSignedIn: boolean;
};

/** The portal's header: logo, organisation, toolbar and (signed in) the top navigation. */
export function PortalHeader({ isSignedIn }: PortalHeaderProps) {
  const { t } = useLingui();
  const { center, meta } = useCurrentCenter();
  const appName = meta.appName;
  const apiClient = useApiClient();
  // Not suspending: the header also draws public and 404 pages, where the
  // signed-in layout has not loaded the user yet.
  const user = useQuery({ ...getCurrentUserQueryOptions(apiClient), enabled: isSignedIn }).data;
  const organizations = useQuery({
    ...getCurrentOrganizationsQueryOptions(apiClient),
    enabled: isSignedIn,
  }).data;
  const hasUser = isSignedIn && user !== undefined;
  return (
    <header className="sticky top-0 z-40 border-b border-black/10 bg-background text-text dark:border-white/15">
      {isSignedIn && <ImpersonationBanner />}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <Link
          to="/dashboard"
          aria-label={t`${appName}, to the dashboard`}
          className="rounded-theme focus-visible:outline-2 focus-visible:outline-offset-4 focus-visible:outline-primary"
        >
          <LogoBlock
            appName={meta.appName}
            logoUrl={center.profile?.websiteLogoUrl}
            headingLevel={2}
          />
        </Link>
        <div className="flex flex-wrap items-center gap-3">
          {hasUser && organizations && organizations.length > 0 && (
            <OrganizationSelector organizations={organizations} />
          )}
          <Toolbar user={hasUser ? user : null} />
        </div>
      </div>
      {hasUser && (
        <div className="mx-auto max-w-6xl px-4 pb-2 sm:px-6">
          <TopNavigation roles={user.roles} />
        </div>
      )}
    </header>
  );
}
