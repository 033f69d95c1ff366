import { useLingui } from '@lingui/react/macro';
import { useCurrentUser } from '@platform/api-client';
import { formatDate } from '@platform/i18n';
import { Facts, TestPageFrame } from './test-page-frame';

/** `/test/user`: the signed-in user from `GET /api/v1/current_user?include=roles`. */
export function UserTestPage() {
  const { t, i18n } = useLingui();
  const user = useCurrentUser();
  return (
    <TestPageFrame pageKey="user">
      <Facts
        label={t`The signed-in user`}
        facts={[
          [t`Name`, user.fullName ?? user.name ?? '—'],
          [t`E-mail address`, user.email],
          [t`Status`, user.status],
          [t`Roles`, user.roles.map((role) => role.name).join(', ') || '—'],
          [t`Member since`, formatDate(user.createdAt, i18n.locale)],
        ]}
      />
    </TestPageFrame>
  );
}
