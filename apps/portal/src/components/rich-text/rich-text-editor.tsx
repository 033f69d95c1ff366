import { Trans, useLingui } from '@lingui/react/macro';
import { Button, describeFieldError, Dialog } from '@platform/ui';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { useEffect, useId, useImperativeHandle, useRef, useState, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { normaliseLinkTarget, placeholderLinkTarget } from './link-target';
import {
  activeFormats,
  applyLink,
  currentLinkTarget,
  editorAttributes,
  isInLink,
  removeLink,
  RICH_TEXT_COMMANDS,
  type RichTextCommand,
} from './rich-text-commands';
import { RICH_TEXT_EXTENSIONS } from './rich-text-extensions';

/** Props of {@link RichTextEditor}. */
export type RichTextEditorProps = {
  /** The field's name in the surrounding form; its value is HTML, '' when empty. */
  name: string;
  label: string;
  description?: ReactNode;
  isRequired?: boolean;
  /** A mail template's editor: a link may point at a placeholder such as `{{ link }}`. */
  allowPlaceholderLinks?: boolean;
  /** What the page around the editor may do with it: insert text at the cursor. */
  handleRef?: Ref<RichTextEditorHandle>;
};

/** The editor's handle for the page around it (see {@link RichTextEditorProps.handleRef}). */
export type RichTextEditorHandle = {
  /** Inserts `text` where the cursor is (at the end when the editor had no focus yet) and focuses the editor. */
  insertText: (text: string) => void;
};

const CONTENT_CLASSES =
  'min-h-48 rounded-b-theme border border-t-0 border-black/25 bg-background px-3 py-2.5 text-base text-text focus:outline-2 focus:outline-offset-0 focus:outline-primary dark:border-white/25 aria-invalid:border-red-700 dark:aria-invalid:border-red-400 [&_h2]:mt-3 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-2 [&_h3]:text-lg [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1.5 [&_a]:text-primary [&_a]:underline dark:[&_a]:text-primary-300 [&_ul]:list-disc [&_ul]:pl-6';

const TOOL_CLASSES =
  'inline-flex size-9 items-center justify-center rounded-theme text-sm font-semibold hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-primary aria-pressed:bg-primary aria-pressed:text-on-primary dark:hover:bg-white/15';

/**
 * The rich-text editor (Tiptap) of vacancy descriptions and mail templates as
 * a field of the surrounding form: a labelled multi-line text box with a toolbar in the ARIA toolbar
 * pattern (one tab stop, arrow keys move between buttons, pressed state for
 * active formats). It reports changes as HTML and validates on blur, like
 * every other field.
 */
export function RichTextEditor({ name, label, description, isRequired, allowPlaceholderLinks = false, handleRef }: RichTextEditorProps) {
  const { t } = useLingui();
  const id = useId();
  const editorId = `${id}-editor`;
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const { control } = useFormContext();
  const { field, fieldState } = useController({ name, control });
  const error = fieldState.error ? describeFieldError(fieldState.error, label) : undefined;
  const [isLinkDialogOpen, setIsLinkDialogOpen] = useState(false);
  // The latest handlers, so the editor (made once) always reports to the current ones.
  const handlers = useRef({ onChange: field.onChange, onBlur: field.onBlur });
  handlers.current = { onChange: field.onChange, onBlur: field.onBlur };

  // The text box's name, description, error state and required mark live on ProseMirror's element.
  const describedBy = [description ? descriptionId : null, error ? errorId : null].filter(Boolean).join(' ');
  const attributes = editorAttributes({
    editorId,
    labelId,
    describedBy,
    isInvalid: Boolean(error),
    isRequired: Boolean(isRequired),
    className: CONTENT_CLASSES,
  });
  const attributesKey = JSON.stringify(attributes);

  const editor = useEditor({
    extensions: RICH_TEXT_EXTENSIONS,
    content: (field.value as string) || '',
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => handlers.current.onChange(changed.isEmpty ? '' : changed.getHTML()),
    onBlur: () => handlers.current.onBlur(),
  });

  useEffect(() => {
    editor.setOptions({ editorProps: { attributes: JSON.parse(attributesKey) as Record<string, string> } });
  }, [editor, attributesKey]);

  useImperativeHandle(handleRef, () => ({ insertText: (text) => editor.chain().focus().insertContent(text).run() }), [editor]);

  // A failed submit focuses the first invalid field; this one focuses the text.
  const fieldRef = field.ref;
  useEffect(() => {
    fieldRef({ focus: () => editor.commands.focus() });
  }, [editor, fieldRef]);

  return (
    <div className="flex flex-col gap-1.5">
      {/* A label element only names form controls; the text box is named by aria-labelledby. */}
      <span id={labelId} className="text-sm font-semibold" onClick={() => editor.commands.focus()}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ml-0.5 text-red-700 dark:text-red-400">
            *
          </span>
        )}
      </span>
      {description && (
        <p id={descriptionId} className="text-sm opacity-80">
          {description}
        </p>
      )}
      <div>
        <Toolbar editor={editor} editorId={editorId} label={t`Text formatting`} onLink={() => setIsLinkDialogOpen(true)} />
        <EditorContent editor={editor} />
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
      <LinkDialog
        editor={editor}
        isOpen={isLinkDialogOpen}
        allowPlaceholderLinks={allowPlaceholderLinks}
        onClose={() => setIsLinkDialogOpen(false)}
      />
    </div>
  );
}

/** What sighted users see on each button; screen readers hear its label. */
/* eslint-disable lingui/no-unlocalized-strings -- hidden from assistive technology, which reads the translated label */
const GLYPHS: Record<RichTextCommand['key'], ReactNode> = {
  bold: <b>B</b>,
  italic: <i className="font-serif">I</i>,
  heading2: <span>H2</span>,
  heading3: <span>H3</span>,
  bulletList: <ListGlyph isNumbered={false} />,
  orderedList: <ListGlyph isNumbered />,
  link: <LinkGlyph />,
};
/* eslint-enable lingui/no-unlocalized-strings */

function Toolbar({ editor, editorId, label, onLink }: { editor: Editor; editorId: string; label: string; onLink: () => void }) {
  const { i18n } = useLingui();
  // Re-renders the toolbar only when a button's pressed state changes.
  const active = useEditorState({ editor, selector: ({ editor: current }) => activeFormats(current) });
  const [focusIndex, setFocusIndex] = useState(0);
  const buttonRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const count = RICH_TEXT_COMMANDS.length;

  // Toolbar pattern: arrows move between buttons, Home and End jump to the ends.
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: (focusIndex + 1) % count,
      ArrowLeft: (focusIndex - 1 + count) % count,
      Home: 0,
      End: count - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttonRefs.current[next]?.focus();
  };

  return (
    <div
      role="toolbar"
      aria-label={label}
      aria-controls={editorId}
      onKeyDown={handleKeyDown}
      className="flex flex-wrap gap-1 rounded-t-theme border border-black/25 bg-black/5 p-1 dark:border-white/25 dark:bg-white/5"
    >
      {RICH_TEXT_COMMANDS.map((command, index) => {
        const buttonLabel = i18n._(command.label);
        return (
          <button
            key={command.key}
            ref={(element) => {
              buttonRefs.current[index] = element;
            }}
            type="button"
            tabIndex={index === focusIndex ? 0 : -1}
            aria-pressed={active[command.key]}
            title={buttonLabel}
            onFocus={() => setFocusIndex(index)}
            onClick={() => (command.run ? command.run(editor) : onLink())}
            className={TOOL_CLASSES}
          >
            <span aria-hidden="true">{GLYPHS[command.key]}</span>
            <span className="sr-only">{buttonLabel}</span>
          </button>
        );
      })}
    </div>
  );
}

function ListGlyph({ isNumbered }: { isNumbered: boolean }) {
  return (
    <svg viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2" strokeLinecap="round">
      {isNumbered ? (
        <path d="M10 6h10M10 12h10M10 18h10M4 5h1v3M4 11.5h2l-2 2.5h2M4 17h2v3H4" />
      ) : (
        <path d="M10 6h10M10 12h10M10 18h10M4.5 6h.01M4.5 12h.01M4.5 18h.01" />
      )}
    </svg>
  );
}

function LinkGlyph() {
  return (
    <svg viewBox="0 0 24 24" className="size-5 fill-none stroke-current stroke-2" strokeLinecap="round">
      <path d="M10 14a4 4 0 0 0 5.66 0l3-3a4 4 0 0 0-5.66-5.66l-1 1M14 10a4 4 0 0 0-5.66 0l-3 3a4 4 0 0 0 5.66 5.66l1-1" />
    </svg>
  );
}

/** A placeholder a mail's link may point at (Liquid, not a translatable text). */
const PLACEHOLDER_LINK_EXAMPLE = '{{ link }}';

/** Adds, changes or removes the link on the selected text. */
function LinkDialog({
  editor,
  isOpen,
  allowPlaceholderLinks,
  onClose,
}: {
  editor: Editor;
  isOpen: boolean;
  allowPlaceholderLinks: boolean;
  onClose: () => void;
}) {
  const { t } = useLingui();
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const [target, setTarget] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);
  const hasLink = isInLink(editor);

  useEffect(() => {
    if (!isOpen) return;
    setTarget(currentLinkTarget(editor));
    setIsInvalid(false);
  }, [editor, isOpen]);

  const handleSave = () => {
    const href = (allowPlaceholderLinks ? placeholderLinkTarget(target) : null) ?? normaliseLinkTarget(target);
    if (!href) {
      setIsInvalid(true);
      return;
    }
    applyLink(editor, href, target.trim());
    onClose();
  };

  const handleRemove = () => {
    removeLink(editor);
    onClose();
  };

  return (
    <Dialog isOpen={isOpen} onOpenChange={(open) => !open && onClose()} title={hasLink ? <Trans>Edit link</Trans> : <Trans>Add link</Trans>}>
      <form
        noValidate
        onSubmit={(event) => {
          // The dialog renders outside the vacancy form, but React events bubble through portals.
          event.preventDefault();
          event.stopPropagation();
          handleSave();
        }}
        className="flex flex-col gap-4"
      >
        <div className="flex flex-col gap-1.5">
          <label htmlFor={inputId} className="text-sm font-semibold">
            {allowPlaceholderLinks ? <Trans>Web address, e-mail address or placeholder</Trans> : <Trans>Web address or e-mail address</Trans>}
          </label>
          <input
            id={inputId}
            type="text"
            inputMode="url"
            value={target}
            onChange={(event) => setTarget(event.target.value)}
            aria-invalid={isInvalid || undefined}
            aria-describedby={isInvalid ? errorId : undefined}
            className="w-full rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text focus:border-primary focus:outline-2 focus:outline-primary aria-invalid:border-red-700 dark:border-white/25"
          />
          {isInvalid && (
            <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
              {allowPlaceholderLinks
                ? t`Enter a web address such as https://example.nl, an e-mail address or a placeholder such as ${PLACEHOLDER_LINK_EXAMPLE}.`
                : t`Enter a web address such as https://example.nl or an e-mail address.`}
            </p>
          )}
        </div>
        <div className="flex flex-wrap justify-end gap-3">
          {hasLink && (
            <Button variant="outline" onClick={handleRemove}>
              <Trans>Remove link</Trans>
            </Button>
          )}
          <Button variant="outline" onClick={onClose}>
            <Trans>Cancel</Trans>
          </Button>
          <Button type="submit">
            <Trans>Save link</Trans>
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
