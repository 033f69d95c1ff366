import { Trans, useLingui } from '@lingui/react/macro';
import { PROFILE_SKILL_MAX_LENGTH, PROFILE_SKILLS_MAX } from '@platform/contracts';
import { Button, describeFieldError, useRefusedField } from '@platform/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController } from 'react-hook-form';

const INPUT_CLASSES =
  'w-full rounded-theme border border-black/25 bg-background px-3 py-2.5 text-base text-text shadow-xs focus:border-primary focus:outline-2 focus:outline-offset-0 focus:outline-primary dark:border-white/25';

/**
 * Skills as tags: type one and press Enter or "Add"; each tag has its own
 * remove button (named by the skill), so the list works by keyboard alone.
 * A skill already there (in any case) or too short is not added twice.
 */
export function SkillsInput({ name }: { name: 'skills' }) {
  const { t } = useLingui();
  const inputId = useId();
  const helpId = useId();
  const errorId = useId();
  const { field, fieldState } = useController<{ skills: string[] }, 'skills'>({ name });
  const refused = useRefusedField(name);
  const [draft, setDraft] = useState('');
  const skills = field.value;
  const label = t`Skills`;
  const fieldError = fieldState.error ?? refused?.error;
  const error = fieldError ? describeFieldError(fieldError, label) : undefined;
  const isFull = skills.length >= PROFILE_SKILLS_MAX;

  const add = () => {
    const skill = draft.trim();
    if (skill.length < 2 || isFull) return;
    if (!skills.some((existing) => existing.toLowerCase() === skill.toLowerCase())) {
      field.onChange([...skills, skill]);
    }
    setDraft('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the skill instead of sending the whole form.
    event.preventDefault();
    add();
  };
  const remove = (skill: string) => field.onChange(skills.filter((existing) => existing !== skill));

  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={inputId} className="font-semibold">
        {label}
      </label>
      <p id={helpId} className="text-sm opacity-80">
        <Trans>
          What you are good at or like to do, such as cooking, first aid or bookkeeping. Press Enter
          after each one; up to {PROFILE_SKILLS_MAX}.
        </Trans>
      </p>
      {skills.length > 0 && (
        <ul aria-label={t`Your skills`} className="flex flex-wrap gap-2">
          {skills.map((skill) => (
            <li
              key={skill}
              className="inline-flex items-center gap-1 rounded-theme border border-black/15 py-0.5 pr-0.5 pl-2 dark:border-white/20"
            >
              {skill}
              <button
                type="button"
                onClick={() => remove(skill)}
                aria-label={t`Remove ${skill}`}
                className="inline-flex size-6 items-center justify-center rounded-theme hover:bg-black/10 focus-visible:outline-2 focus-visible:outline-primary dark:hover:bg-white/10"
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="flex gap-2">
        <input
          id={inputId}
          value={draft}
          maxLength={PROFILE_SKILL_MAX_LENGTH}
          disabled={isFull}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={handleKeyDown}
          onBlur={field.onBlur}
          aria-describedby={[helpId, error && errorId].filter(Boolean).join(' ')}
          aria-invalid={error ? true : undefined}
          className={INPUT_CLASSES}
        />
        <Button type="button" variant="outline" onClick={add} disabled={isFull}>
          <Trans>Add</Trans>
        </Button>
      </div>
      {error && (
        <p id={errorId} className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}
