import { BlockButtons } from '../../parts/block-buttons';
import { CTA_SURFACE, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/** Two calls to action side by side (e.g. for volunteers and for organisations). */
export function DualCtaBlock({ block }: BlockComponentProps<'DualCta'>) {
  const { first, second } = block.props;
  return (
    <div className={`${widthClassName('wide')} grid gap-6 py-8 md:grid-cols-2`}>
      {[first, second].map((cta, index) => (
        <section key={index} className={`${CTA_SURFACE} flex flex-col`}>
          {cta.title && <h2 className="font-heading text-xl font-bold tracking-tight sm:text-2xl">{cta.title}</h2>}
          {cta.text && <p className="mt-3 leading-relaxed whitespace-pre-line">{cta.text}</p>}
          <BlockButtons buttons={[cta.button]} className="mt-auto pt-6" />
        </section>
      ))}
    </div>
  );
}

export const blockModule: BlockModule<'DualCta'> = { Block: DualCtaBlock };
