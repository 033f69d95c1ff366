import { useLingui } from '@lingui/react/macro';
import type { UserStatus } from '@platform/contracts';
import { StatusBadge } from '@platform/ui';
import { USER_STATUS_LABELS, USER_STATUS_TONES } from '../utils/labels';

/** An account's status as a coloured label; the text carries the meaning, the colour only helps. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { i18n } = useLingui();
  return <StatusBadge tone={USER_STATUS_TONES[status]}>{i18n._(USER_STATUS_LABELS[status])}</StatusBadge>;
}
