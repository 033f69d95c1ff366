import { useLingui } from '@lingui/react/macro';
import { Checkbox, CheckboxGroup, RadioGroup, Textarea, TextField } from '@platform/ui';
import { answerField, type FillQuestion } from './fill-values';

/** Help under a number question: the range it accepts, when it has one. */
function useNumberHint(question: FillQuestion): string | undefined {
  const { t, i18n } = useLingui();
  const format = (value: number) => new Intl.NumberFormat(i18n.locale).format(value);
  const min = question.minValue === null ? null : format(question.minValue);
  const max = question.maxValue === null ? null : format(question.maxValue);
  if (min !== null && max !== null) return t`A number from ${min} to ${max}.`;
  if (min !== null) return t`A number of at least ${min}.`;
  if (max !== null) return t`A number of at most ${max}.`;
  return undefined;
}

/**
 * The field of one question, by its type: a one-line or multi-line text,
 * e-mail, web address, phone number, number, date or time input, a radio
 * group (multiple choice), a group of checkboxes (checkbox with options) or a
 * single checkbox ("I agree"). An info section is text between questions.
 */
export function QuestionField({ question }: { question: FillQuestion }) {
  const numberHint = useNumberHint(question);
  const name = answerField(question.id);
  const label = question.text;
  const isRequired = question.required;
  const options = question.options.map((option) => ({ value: option, label: option }));

  switch (question.questionType) {
    case 'info_section':
      return <p className="leading-relaxed whitespace-pre-line">{question.text}</p>;
    case 'text':
      return question.longAnswer ? (
        <Textarea name={name} label={label} isRequired={isRequired} rows={5} />
      ) : (
        <TextField name={name} label={label} isRequired={isRequired} />
      );
    case 'email':
      return (
        <TextField
          name={name}
          label={label}
          isRequired={isRequired}
          type="email"
          autoComplete="email"
          spellCheck={false}
        />
      );
    case 'url':
      return (
        <TextField
          name={name}
          label={label}
          isRequired={isRequired}
          type="url"
          autoComplete="url"
          spellCheck={false}
        />
      );
    case 'phone':
      return (
        <TextField
          name={name}
          label={label}
          isRequired={isRequired}
          type="tel"
          autoComplete="tel"
        />
      );
    case 'number':
      // A text field with the number keyboard: a Dutch "2,5" stays as typed, and an
      // empty answer stays empty (a number input would hand the form NaN).
      return (
        <TextField
          name={name}
          label={label}
          isRequired={isRequired}
          inputMode="decimal"
          description={numberHint}
          className="max-w-48"
        />
      );
    case 'date':
      return (
        <TextField
          name={name}
          label={label}
          isRequired={isRequired}
          type="date"
          className="max-w-56"
        />
      );
    case 'time':
      return (
        <TextField
          name={name}
          label={label}
          isRequired={isRequired}
          type="time"
          className="max-w-40"
        />
      );
    case 'multiple_choice':
      return <RadioGroup name={name} legend={label} isRequired={isRequired} options={options} />;
    case 'checkbox':
      return options.length > 0 ? (
        <CheckboxGroup name={name} legend={label} isRequired={isRequired} options={options} />
      ) : (
        <Checkbox name={name} label={label} isRequired={isRequired} />
      );
  }
}
