import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Editor } from '@tiptap/react';

/** A toolbar button: its name, whether the selection has its format, and what it does. */
export type RichTextCommand = {
  key: 'bold' | 'italic' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList' | 'link';
  label: MessageDescriptor;
  isActive: (editor: Editor) => boolean;
  /** Absent for the link, whose button opens a dialog instead. */
  run?: (editor: Editor) => void;
};

const LINK = 'link';

/** The editor's toolbar, in order: the formats the vacancy description allows. */
export const RICH_TEXT_COMMANDS: readonly RichTextCommand[] = [
  { key: 'bold', label: msg`Bold`, isActive: (editor) => editor.isActive('bold'), run: (editor) => editor.chain().focus().toggleBold().run() },
  { key: 'italic', label: msg`Italic`, isActive: (editor) => editor.isActive('italic'), run: (editor) => editor.chain().focus().toggleItalic().run() },
  {
    key: 'heading2',
    label: msg`Heading`,
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    key: 'heading3',
    label: msg`Subheading`,
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    key: 'bulletList',
    label: msg`Bulleted list`,
    isActive: (editor) => editor.isActive('bulletList'),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  {
    key: 'orderedList',
    label: msg`Numbered list`,
    isActive: (editor) => editor.isActive('orderedList'),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  { key: 'link', label: msg`Link`, isActive: (editor) => editor.isActive(LINK) },
];

/** The pressed state of every toolbar button, for `useEditorState` (it re-renders only when one changes). */
export function activeFormats(editor: Editor): Record<RichTextCommand['key'], boolean> {
  return Object.fromEntries(RICH_TEXT_COMMANDS.map((command) => [command.key, command.isActive(editor)])) as Record<
    RichTextCommand['key'],
    boolean
  >;
}

/** The address of the link around the selection; '' when there is none. */
export function currentLinkTarget(editor: Editor): string {
  return (editor.getAttributes(LINK)['href'] as string | undefined) ?? '';
}

/** Whether the selection is inside a link. */
export function isInLink(editor: Editor): boolean {
  return editor.isActive(LINK);
}

/**
 * Links the selected text (or the whole link around the cursor) to `href`;
 * with nothing selected and no link around, the typed text is inserted as the link.
 */
export function applyLink(editor: Editor, href: string, typed: string): void {
  const chain = editor.chain().focus().extendMarkRange(LINK);
  if (editor.state.selection.empty && !editor.isActive(LINK)) {
    chain.insertContent({ type: 'text', text: typed, marks: [{ type: LINK, attrs: { href } }] }).run();
  } else {
    chain.setLink({ href }).run();
  }
}

export function removeLink(editor: Editor): void {
  editor.chain().focus().extendMarkRange(LINK).unsetLink().run();
}

/**
 * The attributes of the editable element: a labelled multi-line text box
 * with its description, error state and required mark, as the form's other
 * fields have them.
 */
export function editorAttributes({
  editorId,
  labelId,
  describedBy,
  isInvalid,
  isRequired,
  className,
}: {
  editorId: string;
  labelId: string;
  describedBy: string;
  isInvalid: boolean;
  isRequired: boolean;
  className: string;
}): Record<string, string> {
  return {
    id: editorId,
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(isInvalid ? { 'aria-invalid': 'true' } : {}),
    ...(isRequired ? { 'aria-required': 'true' } : {}),
    class: className,
  };
}
