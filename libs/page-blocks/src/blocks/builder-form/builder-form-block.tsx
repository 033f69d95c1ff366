import { Trans } from '@lingui/react/macro';
import { BLOCK_SPACING, BLOCK_TITLE, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/**
 * A form of the form builder. Forms do not exist yet (a later issue): without a
 * chosen form the block shows nothing, with one it says the form is not available.
 */
export function BuilderFormBlock({ block }: BlockComponentProps<'BuilderForm'>) {
  const { title, formId } = block.props;
  if (formId === null) return null;
  return (
    <section className={`${widthClassName('content')} ${BLOCK_SPACING}`}>
      {title && <h2 className={BLOCK_TITLE}>{title}</h2>}
      <p className={title ? 'mt-4' : ''}>
        <Trans>This form is not available.</Trans>
      </p>
    </section>
  );
}

export const blockModule: BlockModule<'BuilderForm'> = { Block: BuilderFormBlock };
