import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';

const REASONS = [
  msg`Close to home`,
  msg`At times that suit you`,
  msg`Meet new people`,
  msg`Personal guidance from our centre`,
];

/** The reasons to volunteer beside the welcome text. */
export function WhyVolunteer() {
  const { i18n } = useLingui();
  return (
    <div className="rounded-theme p-6 ring-2 ring-on-primary/40 sm:p-8">
      <h2 className="font-heading text-xl font-semibold">
        <Trans>Why volunteer?</Trans>
      </h2>
      <ul className="mt-5 space-y-4">
        {REASONS.map((reason) => (
          <li key={reason.id} className="flex items-start gap-3 text-lg">
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="mt-1 size-5 shrink-0 fill-current"
            >
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            <span>{i18n._(reason)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
