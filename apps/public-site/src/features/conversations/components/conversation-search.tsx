import { Trans, useLingui } from '@lingui/react/macro';
import { CONVERSATION_WORDS_MAX, type ConversationListSearch } from '@platform/conversations';
import { buttonClassName } from '@platform/ui';
import { useEffect, useId, useState, type FormEvent } from 'react';

const CONTROL_CLASS_NAME =
  'w-full rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text shadow-xs focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary dark:border-white/25';

/** Props of {@link ConversationSearch}. */
export type ConversationSearchProps = {
  search: ConversationListSearch;
  /** Applies a changed search; a new search starts on its first page. */
  onChange: (search: Pick<ConversationListSearch, 'q' | 'unread'>) => void;
};

/**
 * Words in a subject or a message, sent with Enter or the button (one request
 * per search, not per keystroke), and "unread only", applied when ticked.
 */
export function ConversationSearch({ search, onChange }: ConversationSearchProps) {
  const { t } = useLingui();
  const wordsId = useId();
  const [words, setWords] = useState(search.q ?? '');
  // Back and forward change the URL under the form: show what it says.
  useEffect(() => setWords(search.q ?? ''), [search.q]);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onChange({ q: words.trim() || undefined, unread: search.unread });
  };

  return (
    <form
      role="search"
      aria-label={t`Search conversations`}
      onSubmit={handleSubmit}
      className="grid gap-4 rounded-theme bg-primary/5 p-4 sm:grid-cols-[1fr_auto] sm:items-end sm:p-5"
    >
      <div className="flex flex-col gap-1.5">
        <label htmlFor={wordsId} className="text-sm font-semibold">
          <Trans>Words in the subject or a message</Trans>
        </label>
        <input
          id={wordsId}
          type="search"
          value={words}
          maxLength={CONVERSATION_WORDS_MAX}
          onChange={(event) => setWords(event.target.value)}
          className={CONTROL_CLASS_NAME}
        />
      </div>
      <button type="submit" className={buttonClassName({ variant: 'primary' })}>
        <Trans>Search</Trans>
      </button>
      <label className="flex items-center gap-2 sm:col-span-2">
        <input
          type="checkbox"
          checked={search.unread === true}
          onChange={(event) => onChange({ q: search.q, unread: event.target.checked || undefined })}
          className="size-5 accent-primary"
        />
        <Trans>Unread only</Trans>
      </label>
    </form>
  );
}
