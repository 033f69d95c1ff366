import { Trans, useLingui } from '@lingui/react/macro';
import { useCredentials } from '@platform/api-client';
import { selectIsSignedIn, selectSelectedOrganizationId, useSession } from '@platform/auth';
import { formatDate } from '@platform/i18n';
import { useSelector } from 'react-redux';
import type { AppStore } from '@portal/store';
import { Facts, TestPageFrame } from './test-page-frame';

type State = ReturnType<AppStore['getState']>;

/** `/test/auth`: the session as the credential store and the app's store each see it (they agree). */
export function AuthTestPage() {
  const { t, i18n } = useLingui();
  const session = useSession();
  const credentials = useCredentials();
  const isSignedInInStore = useSelector((state: State) => selectIsSignedIn(state));
  const organizationId = useSelector((state: State) => selectSelectedOrganizationId(state));
  const yes = t`Yes`;
  const no = t`No`;
  return (
    <TestPageFrame pageKey="auth">
      <Facts
        label={t`Sign-in state`}
        facts={[
          [t`Signed in (credentials)`, session.isSignedIn ? yes : no],
          [t`Signed in (store)`, isSignedInInStore ? yes : no],
          [t`Signed in as`, session.uid ?? '—'],
          [t`Token type`, credentials?.tokenType ?? '—'],
          [t`Token valid until`, credentials?.expiry ? formatDate(new Date(credentials.expiry * 1000), i18n.locale, true) : '—'],
          [t`Acting for organisation`, organizationId ?? '—'],
        ]}
      />
      <p className="mt-4 max-w-2xl text-sm">
        <Trans>The token itself is never shown: it works as a password.</Trans>
      </p>
    </TestPageFrame>
  );
}
