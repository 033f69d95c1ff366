import { useCurrentCenter } from '@platform/api-client';
import { ImpersonationBanner, useSession } from '@platform/auth';
import { useColorMode, useTheme } from '@platform/theme';
import { Layout, PageLoadingBar, Toaster, type ToasterProps } from '@platform/ui';
import { Outlet, useRouterState } from '@tanstack/react-router';
import { PortalHeader } from './portal-header';
import { Sidebar } from './sidebar';

/** Props of {@link PortalFrame}. */
export type PortalFrameProps = {
  /** Handles toast buttons (e.g. the new-build toast's reload). */
  onToastAction?: ToasterProps['onAction'];
};

/**
 * What every portal page shares: the centre's theme and colour mode, the
 * loading bar bound to the router, the layout the page's route names in
 * `staticData.layout` (default, empty or wide, white when `isWhite`) and the toasts.
 */
export function PortalFrame({ onToastAction }: PortalFrameProps) {
  const { center } = useCurrentCenter();
  useTheme(center.profile);
  useColorMode();
  const isLoading = useRouterState({ select: (state) => state.status === 'pending' });
  const layout = useRouterState({ select: (state) => state.matches.at(-1)?.staticData.layout });
  const isWhite = useRouterState({ select: (state) => state.matches.at(-1)?.staticData.isWhite });
  const { isSignedIn } = useSession();
  return (
    <>
      <PageLoadingBar isLoading={isLoading} />
      {/* The empty layout has no header to carry the bar. */}
      {isSignedIn && layout === 'empty' && <ImpersonationBanner isStandalone />}
      <Layout name={layout} isWhite={isWhite} header={<PortalHeader isSignedIn={isSignedIn} />}>
        {isSignedIn && layout !== 'empty' ? (
          <div className="flex flex-col gap-6 md:flex-row md:items-start">
            <Sidebar />
            <div className="min-w-0 flex-1">
              <Outlet />
            </div>
          </div>
        ) : (
          <Outlet />
        )}
      </Layout>
      <Toaster onAction={onToastAction} />
    </>
  );
}
