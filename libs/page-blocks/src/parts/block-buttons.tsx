import type { BlockButton } from '@platform/contracts';
import { buttonClassName } from '@platform/ui';
import { BlockLink } from './block-link';
import { linkKind } from './link-kind';

export type BlockButtonsProps = { buttons: readonly BlockButton[]; className?: string };

/** A block's buttons: links styled in the chosen variant of spec §2; a button with an unsafe link is left out. */
export function BlockButtons({ buttons, className = '' }: BlockButtonsProps) {
  const shown = buttons.filter((button) => linkKind(button.href) !== 'refused');
  if (shown.length === 0) return null;
  return (
    <div className={`flex flex-wrap gap-3 ${className}`}>
      {shown.map((button, index) => (
        <BlockLink key={index} href={button.href} className={buttonClassName({ variant: button.variant })}>
          {button.label}
        </BlockLink>
      ))}
    </div>
  );
}
