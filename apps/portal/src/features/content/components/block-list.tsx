import { Trans, useLingui } from '@lingui/react/macro';
import { BLOCK_TYPES, type BlockType, type PageBlockInput } from '@platform/contracts';
import { BLOCK_EDITORS } from '@platform/page-blocks/editor';
import { Button } from '@platform/ui';
import { useId, useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { newBlockId, type PageFormValues } from '../utils/page-form';
import { BlockFields } from './block-fields';
import { SortableList } from '@portal/components/sortable-list';

const BLOCKS = 'blocks';
const PROPS = 'props';
const FIELD_KEY = 'fieldKey';
const FIRST_BLOCK_TYPE: BlockType = 'MarkdownText';

/**
 * The page's blocks in order, each with its fields and the buttons that move
 * (dragged, or one place by a button), copy and remove it (every one reachable
 * by keyboard), and the picker that adds a block at the end.
 */
export function BlockList() {
  const { t, i18n } = useLingui();
  const pickerId = useId();
  const { getValues } = useFormContext<PageFormValues>();
  const { fields, append, insert, remove, move } = useFieldArray<PageFormValues, typeof BLOCKS, typeof FIELD_KEY>({ name: BLOCKS, keyName: FIELD_KEY });
  // The form checks blocks with their schemas; while edited they are blocks as an editor sends them.
  const blocks = fields as unknown as (PageBlockInput & { fieldKey: string })[];
  const [newType, setNewType] = useState<BlockType>(FIRST_BLOCK_TYPE);
  const headings = useRef(new Map<string, HTMLHeadingElement>());
  const [announcement, setAnnouncement] = useState('');

  const focusBlock = (id: string) => requestAnimationFrame(() => headings.current.get(id)?.focus());
  const add = () => {
    const id = newBlockId();
    append({ id, type: newType, props: BLOCK_EDITORS[newType].create() } as PageBlockInput);
    const label = i18n._(BLOCK_EDITORS[newType].label);
    setAnnouncement(t`Block added: ${label}.`);
    focusBlock(id);
  };
  const moveBlock = (from: number, to: number, id: string, label: string) => {
    move(from, to);
    const place = to + 1;
    const count = blocks.length;
    setAnnouncement(t`${label} moved to place ${place} of ${count}.`);
    focusBlock(id);
  };
  const duplicate = (index: number) => {
    const source = getValues(`blocks.${index}`) as PageBlockInput;
    const id = newBlockId();
    insert(index + 1, { ...structuredClone(source), id });
    focusBlock(id);
  };

  return (
    <section aria-labelledby={`${pickerId}-heading`} className="flex flex-col gap-4">
      <h2 id={`${pickerId}-heading`} className="font-heading text-xl font-bold">
        <Trans>Blocks</Trans>
      </h2>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {blocks.length === 0 && (
        <p>
          <Trans>This page has no blocks yet. Add the first one below.</Trans>
        </p>
      )}
      <SortableList
        items={blocks}
        idOf={(block) => block.fieldKey}
        labelOf={(block, index) => `${index + 1}. ${i18n._(BLOCK_EDITORS[block.type].label)}`}
        onMove={(from, to) => {
          const block = blocks[from];
          if (block) moveBlock(from, to, block.id, i18n._(BLOCK_EDITORS[block.type].label));
        }}
        className="flex flex-col gap-4"
        renderItem={(block, index, dragHandle) => {
          const editor = BLOCK_EDITORS[block.type];
          const label = i18n._(editor.label);
          const position = index + 1;
          return (
            <div className="rounded-theme border border-black/15 bg-background p-4 shadow-xs dark:border-white/20">
              <div className="mb-4 flex flex-wrap items-start justify-between gap-3">
                <div>
                  <h3
                    tabIndex={-1}
                    ref={(element) => {
                      if (element) headings.current.set(block.id, element);
                      else headings.current.delete(block.id);
                    }}
                    className="font-heading text-lg font-semibold focus-visible:outline-2 focus-visible:outline-primary"
                  >
                    {position}. {label}
                  </h3>
                  <p className="text-sm opacity-80">{i18n._(editor.description)}</p>
                </div>
                <div className="flex flex-wrap gap-2">
                  {dragHandle}
                  <Button variant="light" size="sm" disabled={index === 0} onClick={() => moveBlock(index, index - 1, block.id, label)}>
                    <Trans>Move up</Trans>
                    <span className="sr-only">
                      {' '}
                      {position}. {label}
                    </span>
                  </Button>
                  <Button variant="light" size="sm" disabled={index === blocks.length - 1} onClick={() => moveBlock(index, index + 1, block.id, label)}>
                    <Trans>Move down</Trans>
                    <span className="sr-only">
                      {' '}
                      {position}. {label}
                    </span>
                  </Button>
                  <Button variant="light" size="sm" onClick={() => duplicate(index)}>
                    <Trans>Duplicate</Trans>
                    <span className="sr-only">
                      {' '}
                      {position}. {label}
                    </span>
                  </Button>
                  <Button
                    variant="light"
                    size="sm"
                    onClick={() => {
                      remove(index);
                      setAnnouncement(t`Block removed: ${label}.`);
                    }}
                  >
                    <Trans>Remove</Trans>
                    <span className="sr-only">
                      {' '}
                      {position}. {label}
                    </span>
                  </Button>
                </div>
              </div>
              <BlockFields fields={editor.fields} prefix={`${BLOCKS}.${index}.${PROPS}`} />
            </div>
          );
        }}
      />
      <div className="flex flex-wrap items-end gap-3 rounded-theme bg-black/5 p-4 dark:bg-white/5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={pickerId} className="text-sm font-semibold">
            <Trans>Block to add</Trans>
          </label>
          <select
            id={pickerId}
            value={newType}
            onChange={(event) => setNewType(event.target.value as BlockType)}
            className="rounded-theme border border-black/25 bg-background px-3 py-2.5 text-text dark:border-white/25"
          >
            {BLOCK_TYPES.map((type) => (
              <option key={type} value={type}>
                {i18n._(BLOCK_EDITORS[type].label)}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={add}>
          <Trans>Add block</Trans>
        </Button>
      </div>
    </section>
  );
}
