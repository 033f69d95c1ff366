import { useLingui } from '@lingui/react/macro';
import { useCurrentCenter } from '@platform/api-client';
import { SignOutScreen } from '@platform/auth';
import { DocumentTitle } from '@platform/i18n';
import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/uitloggen')({
  staticData: { layout: 'empty' },
  component: SignOutRoute,
});

function SignOutRoute() {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  return (
    <>
      <DocumentTitle page={t`Sign out`} appName={meta.appName} />
      <SignOutScreen />
    </>
  );
}
