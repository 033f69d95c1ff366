import { useLingui } from '@lingui/react/macro';
import type { UserStatus } from '@platform/contracts';
import { USER_STATUS_CLASSES, USER_STATUS_LABELS } from '../utils/labels';

/** An account's status as a coloured label; the text carries the meaning, the colour only helps. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  const { i18n } = useLingui();
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${USER_STATUS_CLASSES[status]}`}>
      {i18n._(USER_STATUS_LABELS[status])}
    </span>
  );
}
