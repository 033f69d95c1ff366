import { BlockButtons } from '../../parts/block-buttons';
import { BLOCK_TITLE, CTA_SURFACE, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/** A band asking the visitor to do one thing. */
export function CallToActionBlock({ block }: BlockComponentProps<'CallToAction'>) {
  const { title, text, button } = block.props;
  return (
    <div className={`${widthClassName('wide')} py-8`}>
      <section className={`${CTA_SURFACE} text-center`}>
        {title && <h2 className={BLOCK_TITLE}>{title}</h2>}
        {text && <p className="mx-auto mt-4 max-w-2xl text-lg leading-relaxed whitespace-pre-line">{text}</p>}
        <BlockButtons buttons={[button]} className="mt-6 justify-center" />
      </section>
    </div>
  );
}

export const blockModule: BlockModule<'CallToAction'> = { Block: CallToActionBlock };
