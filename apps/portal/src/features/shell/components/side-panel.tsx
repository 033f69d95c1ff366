import { useLingui } from '@lingui/react/macro';
import * as RadixDialog from '@radix-ui/react-dialog';
import { CLOSE_ICON_PATH, StrokeIcon } from '@platform/ui';
import type { ReactNode } from 'react';

/** Props of {@link SidePanel}. */
export type SidePanelProps = {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  /** The panel's heading, also its accessible name. */
  title: string;
  children: ReactNode;
};

/**
 * A right-hand side panel (spec §2: language, notifications, activity): a modal
 * Radix dialog sliding in from the right, Escape or the close button closes it
 * and focus returns to the button that opened it.
 */
export function SidePanel({ isOpen, onOpenChange, title, children }: SidePanelProps) {
  const { t } = useLingui();
  return (
    <RadixDialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <RadixDialog.Content
          aria-describedby={undefined}
          className="fixed inset-y-0 right-0 z-50 flex w-full max-w-sm flex-col gap-4 overflow-y-auto bg-background p-6 text-text shadow-xl focus:outline-none"
        >
          <RadixDialog.Title className="pr-10 font-heading text-xl font-bold">
            {title}
          </RadixDialog.Title>
          {children}
          <RadixDialog.Close
            aria-label={t`Close`}
            className="absolute top-5 right-5 inline-flex size-9 items-center justify-center rounded-theme hover:bg-black/5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary dark:hover:bg-white/10"
          >
            <StrokeIcon path={CLOSE_ICON_PATH} />
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
