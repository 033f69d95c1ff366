import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  Checkbox,
  CheckboxGroup,
  Form,
  PasswordField,
  RadioGroup,
  Select,
  SubmitButton,
  Textarea,
  TextField,
  useToast,
} from '@platform/ui';
import * as v from 'valibot';
import { TestPageFrame } from './test-page-frame';

// Choices with their names; the keys are the values the form holds.
const REGIONS = { north: msg`North`, east: msg`East`, south: msg`South`, west: msg`West` };
const AVAILABILITY = { weekdays: msg`On weekdays`, weekends: msg`At weekends`, both: msg`Both` };
const INTERESTS = { nature: msg`Nature`, care: msg`Care`, sports: msg`Sports`, culture: msg`Culture` };

const keysOf = <T extends object>(choices: T) => Object.keys(choices) as (keyof T & string)[];

const schema = v.object({
  name: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(100)),
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.email()),
  password: v.pipe(v.string(), v.nonEmpty(), v.minLength(8)),
  // A number field holds a number (NaN while empty).
  age: v.pipe(v.number(), v.integer(), v.minValue(16), v.maxValue(120)),
  website: v.union([v.literal(''), v.pipe(v.string(), v.url())]),
  phone: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.regex(/^\+?[0-9 -]{8,15}$/)),
  birthday: v.pipe(v.string(), v.nonEmpty(), v.isoDate()),
  motivation: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.minLength(20), v.maxLength(500)),
  region: v.picklist(keysOf(REGIONS)),
  availability: v.picklist(keysOf(AVAILABILITY)),
  interests: v.pipe(v.array(v.picklist(keysOf(INTERESTS))), v.minLength(1)),
  terms: v.literal(true),
});

/** `/test/form`: every field of libs/ui in one form, validated on leaving a field and on sending (spec §5). */
export function FormTestPage() {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const optionsOf = (choices: Record<string, MessageDescriptor>) =>
    Object.entries(choices).map(([value, label]) => ({ value, label: i18n._(label) }));
  return (
    <TestPageFrame pageKey="form">
      <Form
        schema={schema}
        defaultValues={{
          name: '',
          email: '',
          password: '',
          age: Number.NaN,
          website: '',
          phone: '',
          birthday: '',
          motivation: '',
          region: '' as keyof typeof REGIONS,
          availability: '' as keyof typeof AVAILABILITY,
          interests: [],
          terms: false as true,
        }}
        onSubmit={() => toast({ color: 'success', title: t`The form is valid`, message: t`Every field passed its checks.` })}
        aria-label={t`Form`}
        className="flex max-w-2xl flex-col gap-4"
      >
        <TextField name="name" label={t`Name`} isRequired autoComplete="name" />
        <TextField name="email" type="email" label={t`E-mail address`} isRequired autoComplete="email" />
        <PasswordField name="password" label={t`Password`} isRequired description={t`At least 8 characters.`} autoComplete="new-password" />
        <TextField name="age" type="number" label={t`Age`} isRequired description={t`From 16 to 120.`} inputMode="numeric" />
        <TextField name="website" type="url" label={t`Website`} description={t`Optional, e.g. https://www.example.nl`} />
        <TextField name="phone" type="tel" label={t`Phone number`} isRequired autoComplete="tel" />
        <TextField name="birthday" type="date" label={t`Date of birth`} isRequired />
        <Textarea name="motivation" label={t`Motivation`} isRequired description={t`From 20 to 500 characters.`} />
        <Select
          name="region"
          label={t`Region`}
          isRequired
          placeholder={t`Choose a region`}
          options={optionsOf(REGIONS)}
        />
        <RadioGroup
          name="availability"
          legend={t`Available`}
          isRequired
          options={optionsOf(AVAILABILITY)}
        />
        <CheckboxGroup
          name="interests"
          legend={t`Interests`}
          isRequired
          options={optionsOf(INTERESTS)}
        />
        <Checkbox name="terms" label={t`I accept the terms`} isRequired />
        <div>
          <SubmitButton>
            <Trans>Send</Trans>
          </SubmitButton>
        </div>
      </Form>
    </TestPageFrame>
  );
}
