import { Trans, useLingui } from '@lingui/react/macro';
import { useCurrentCenter, useCurrentUser } from '@platform/api-client';
import { StartConversationButton } from '@platform/conversations';

/** The centre's staff, as one participant. */
const CENTER_PARTY = 'volunteer_center';

/**
 * "Ask the volunteer centre": an organisation's members write to their
 * centre's staff, for the organisation they act for (docs/decisions.md,
 * "Conversations"). Staff themselves start from an organisation or a user.
 */
export function AskCenterButton() {
  const { t } = useLingui();
  const user = useCurrentUser();
  const { center } = useCurrentCenter();
  if (user.roles.some((role) => role.name === 'admin' || role.name === 'center_superuser'))
    return null;
  const centerName = center.name;
  return (
    <StartConversationButton
      recipient={{ recipientType: CENTER_PARTY }}
      label={<Trans>Ask the volunteer centre</Trans>}
      title={<Trans>A question for {centerName}</Trans>}
      description={t`The centre's staff read it; your organisation's members see it too.`}
    />
  );
}
