import { Trans } from '@lingui/react/macro';
import { Component, type ReactNode } from 'react';

type BlockErrorBoundaryProps = {
  /** The block being drawn: a changed block (an edit in the preview) gets a new try. */
  block: unknown;
  /** Say that the block failed instead of drawing nothing (the portal's preview). */
  isPreview: boolean;
  children: ReactNode;
};

type BlockErrorBoundaryState = { hasFailed: boolean };

/**
 * Keeps a block that throws from taking the page down: visitors see the rest
 * of the page without it, an editor previewing the page sees a notice.
 */
export class BlockErrorBoundary extends Component<BlockErrorBoundaryProps, BlockErrorBoundaryState> {
  override state: BlockErrorBoundaryState = { hasFailed: false };

  static getDerivedStateFromError(): BlockErrorBoundaryState {
    return { hasFailed: true };
  }

  override componentDidUpdate(previous: BlockErrorBoundaryProps): void {
    if (this.state.hasFailed && previous.block !== this.props.block) this.setState({ hasFailed: false });
  }

  override componentDidCatch(error: unknown): void {
    console.error('A page block failed to render:', error);
  }

  override render(): ReactNode {
    if (!this.state.hasFailed) return this.props.children;
    return this.props.isPreview ? <BlockFailedNotice /> : null;
  }
}

function BlockFailedNotice() {
  return (
    <p role="status" className="mx-auto my-4 max-w-3xl rounded-theme border border-dashed border-black/30 p-4 text-center dark:border-white/40">
      <Trans>This block could not be shown.</Trans>
    </p>
  );
}
