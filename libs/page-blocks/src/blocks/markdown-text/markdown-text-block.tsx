import { useMemo } from 'react';
import { BLOCK_SPACING, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';
import { PROSE } from './prose';
import { renderMarkdown } from './render-markdown';

/** Markdown text in the reading column. */
export function MarkdownTextBlock({ block }: BlockComponentProps<'MarkdownText'>) {
  const html = useMemo(() => renderMarkdown(block.props.markdown), [block.props.markdown]);
  if (html.trim() === '') return null;
  return (
    <div className={`${widthClassName('content')} ${BLOCK_SPACING}`}>
      {/* Safe: renderMarkdown escapes raw HTML and keeps only safe links and the centre's own images. */}
      <div className={PROSE} dangerouslySetInnerHTML={{ __html: html }} />
    </div>
  );
}

export const blockModule: BlockModule<'MarkdownText'> = { Block: MarkdownTextBlock };
