import { widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

const HEADINGS = { 2: 'h2', 3: 'h3' } as const;

/** A heading (h2 or h3) with an introduction, dividing the page. */
export function SectionTitleBlock({ block }: BlockComponentProps<'SectionTitle'>) {
  const { title, subtitle, level } = block.props;
  const Heading = HEADINGS[level];
  // Blank only while an editor is still writing it (the preview): an empty heading would be announced as one.
  if (!title) return null;
  return (
    <div className={`${widthClassName('wide')} pt-10 pb-2`}>
      <Heading
        className={`font-heading font-bold tracking-tight ${level === 3 ? 'text-xl sm:text-2xl' : 'text-2xl sm:text-3xl'}`}
      >
        {title}
      </Heading>
      {subtitle && <p className="mt-3 max-w-3xl text-lg leading-relaxed whitespace-pre-line">{subtitle}</p>}
    </div>
  );
}

export const blockModule: BlockModule<'SectionTitle'> = { Block: SectionTitleBlock };
