import { BLOCK_SPACING, BLOCK_TITLE, itemHeading, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/** A text beside a list of unique selling points. */
export function TextWithUspsBlock({ block }: BlockComponentProps<'TextWithUsps'>) {
  const { title, text, usps } = block.props;
  const UspHeading = itemHeading(Boolean(title));
  return (
    <section className={`${widthClassName('wide')} ${BLOCK_SPACING} grid gap-8 md:grid-cols-2`}>
      {(title || text) && (
        <div>
          {title && <h2 className={BLOCK_TITLE}>{title}</h2>}
          {text && <p className="mt-4 text-lg leading-relaxed whitespace-pre-line">{text}</p>}
        </div>
      )}
      <ul className="space-y-5">
        {usps.map((usp, index) => (
          <li key={index} className="flex items-start gap-3">
            <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-5 shrink-0 fill-primary dark:fill-primary-300">
              <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.58l7.3-7.3a1 1 0 0 1 1.4 0Z" />
            </svg>
            <div>
              <UspHeading className="text-lg font-semibold">{usp.title}</UspHeading>
              {usp.text && <p className="mt-1 leading-relaxed whitespace-pre-line">{usp.text}</p>}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

export const blockModule: BlockModule<'TextWithUsps'> = { Block: TextWithUspsBlock };
