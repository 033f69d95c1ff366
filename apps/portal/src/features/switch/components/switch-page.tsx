import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, useCurrentOrganizations } from '@platform/api-client';
import { organizationSelected, selectSelectedOrganizationId, useSession } from '@platform/auth';
import { DocumentTitle } from '@platform/i18n';
import { buttonClassName, useToast } from '@platform/ui';
import { Link, useLocation, useNavigate } from '@tanstack/react-router';
import { useDispatch, useSelector } from 'react-redux';

/**
 * `/switch` (empty layout, public): a signed-in user chooses the organisation
 * to act for; a visitor has none yet and is asked to sign in first.
 */
export function SwitchPage() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const { isSignedIn } = useSession();
  return (
    <div className="w-full max-w-lg">
      <DocumentTitle page={t`Switch organisation`} appName={meta.appName} />
      <h1 className="font-heading text-3xl font-bold tracking-tight">
        <Trans>Switch organisation</Trans>
      </h1>
      {isSignedIn ? <OrganizationChoice /> : <SignInFirst />}
    </div>
  );
}

/** Signing in comes back here, to choose. */
function SignInFirst() {
  const { href } = useLocation();
  return (
    <>
      <p className="mt-2">
        <Trans>Sign in to choose the organisation you want to work for.</Trans>
      </p>
      <Link to="/auth/login-1" search={{ redirect: href }} className={`mt-6 ${buttonClassName()}`}>
        <Trans>Sign in</Trans>
      </Link>
    </>
  );
}

function OrganizationChoice() {
  const { t } = useLingui();
  const organizations = useCurrentOrganizations();
  const selectedId = useSelector(selectSelectedOrganizationId);
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const { toast } = useToast();

  const handleChoose = (id: string, name: string) => {
    dispatch(organizationSelected(id));
    toast({ color: 'success', title: t`Organisation switched`, message: t`You now act for ${name}.` });
    void navigate({ to: '/dashboard' });
  };

  return (
    <>
      <p className="mt-2">
        <Trans>Choose the organisation you want to work for.</Trans>
      </p>
      <ul className="mt-6 flex flex-col gap-2">
        {organizations.map((organization) => {
          const isCurrent = organization.id === selectedId;
          return (
            <li key={organization.id}>
              <button
                type="button"
                aria-current={isCurrent ? 'true' : undefined}
                onClick={() => handleChoose(organization.id, organization.name)}
                className="flex w-full items-center justify-between rounded-theme border border-black/15 px-4 py-3 text-left font-semibold hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary aria-[current=true]:border-primary dark:border-white/20 dark:hover:bg-white/10"
              >
                <span>{organization.name}</span>
                {isCurrent && (
                  <span className="text-sm font-normal">
                    <Trans>current</Trans>
                  </span>
                )}
              </button>
            </li>
          );
        })}
      </ul>
      <Link to="/dashboard" className={`mt-6 ${buttonClassName({ variant: 'outline' })}`}>
        <Trans>Back to the dashboard</Trans>
      </Link>
    </>
  );
}
