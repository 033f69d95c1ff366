import { Trans, useLingui } from '@lingui/react/macro';

/** How many messages of a conversation the reader has not read: a red count, or "none". */
export function UnreadCount({ count }: { count: number }) {
  const { t } = useLingui();
  if (count === 0) {
    return (
      <span className="opacity-80">
        <Trans>none</Trans>
      </span>
    );
  }
  return (
    <span className="inline-block min-w-7 rounded-full bg-red-700 px-2 text-center text-sm leading-6 font-bold text-white">
      {count}
      <span className="sr-only"> {t`unread`}</span>
    </span>
  );
}
