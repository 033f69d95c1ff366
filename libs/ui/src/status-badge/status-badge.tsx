import type { ReactNode } from 'react';
import { STATUS_TONE_CLASSES, type StatusTone } from './status-tones';

/** Props of {@link StatusBadge}. */
export type StatusBadgeProps = { tone: StatusTone; children: ReactNode };

/** A status as a coloured label; the text carries the meaning, the colour only helps. */
export function StatusBadge({ tone, children }: StatusBadgeProps) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ${STATUS_TONE_CLASSES[tone]}`}>
      {children}
    </span>
  );
}
