import { Trans, useLingui } from '@lingui/react/macro';
import {
  getAgeGroupsQueryOptions,
  getVacancyCategoriesQueryOptions,
  useApiClient,
  useCreateOneToOneRequest,
} from '@platform/api-client';
import {
  AVAILABILITY_SLOTS,
  oneToOneRequestCreateSchema,
  type OneToOneRequestCreateInput,
} from '@platform/contracts';
import { describeError } from '@platform/i18n';
import {
  applyApiFieldErrors,
  CheckboxGroup,
  Form,
  FormFailureAlert,
  Select,
  SubmitButton,
  Textarea,
  TextField,
  useToast,
} from '@platform/ui';
import { slotName } from '@platform/volunteer-pool';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import type * as v from 'valibot';

type Values = v.InferInput<typeof oneToOneRequestCreateSchema>;

const EMPTY: Values = {
  topic: '',
  description: '',
  categoryIds: [],
  availability: [],
  place: '',
  ageGroupId: null,
};

/** The id of the form's heading, where focus goes when a match has ended. */
export const BUDDY_REQUEST_HEADING = 'buddy-request';

/** "Ask for a buddy": what with, when and where; staff of the centre look for a mentor. */
export function BuddyRequestForm() {
  const { t, i18n } = useLingui();
  const client = useApiClient();
  const { toast } = useToast();
  const create = useCreateOneToOneRequest();
  const categories = useQuery(getVacancyCategoriesQueryOptions(client)).data ?? [];
  const ageGroups = useQuery(getAgeGroupsQueryOptions(client)).data ?? [];
  const [failure, setFailure] = useState<{ title: string; description: string | null } | null>(
    null,
  );

  const handleSubmit = async (
    values: OneToOneRequestCreateInput,
    form: UseFormReturn<Values, unknown, OneToOneRequestCreateInput>,
  ) => {
    setFailure(null);
    try {
      await create.mutateAsync(values);
      toast({
        color: 'success',
        title: t`Request sent`,
        message: t`The volunteer centre looks for a mentor and lets you know.`,
      });
    } catch (error) {
      const issues = applyApiFieldErrors(form, error, { shouldFocus: true });
      setFailure({
        title: t`The request could not be sent`,
        description: issues.length > 0 ? null : i18n._(describeError(error).description),
      });
    }
  };

  return (
    <section
      aria-labelledby={BUDDY_REQUEST_HEADING}
      className="mt-6 rounded-theme border border-black/10 p-4 dark:border-white/15"
    >
      <h2 id={BUDDY_REQUEST_HEADING} tabIndex={-1} className="font-heading text-xl font-semibold">
        <Trans>Ask for a buddy</Trans>
      </h2>
      <p className="mt-1">
        <Trans>
          Tell us what you would like help with and when you can; the volunteer centre looks for a
          mentor who suits you.
        </Trans>
      </p>
      <Form
        schema={oneToOneRequestCreateSchema}
        defaultValues={EMPTY}
        onSubmit={handleSubmit}
        aria-label={t`Ask for a buddy`}
        className="mt-4 flex flex-col gap-4"
      >
        <FormFailureAlert
          failure={failure}
          title={failure?.title}
          description={failure?.description}
        />
        <TextField
          name="topic"
          label={t`What would you like help with?`}
          isRequired
          maxLength={120}
        />
        <Textarea name="description" label={t`Tell a little more`} rows={3} />
        <CheckboxGroup
          name="availability"
          legend={t`When can you?`}
          isRequired
          isInline
          errorText={t`Choose at least one part of a day.`}
          options={AVAILABILITY_SLOTS.map((slot) => ({ value: slot, label: slotName(slot, i18n) }))}
        />
        <CheckboxGroup
          name="categoryIds"
          legend={t`Interests`}
          isInline
          options={categories.map((category) => ({ value: category.id, label: category.name }))}
        />
        <TextField
          name="place"
          label={t`Place`}
          description={t`Where you live, so we find a mentor nearby.`}
        />
        <Select
          name="ageGroupId"
          label={t`Age group`}
          isNullable
          placeholder={t`Rather not say`}
          options={ageGroups.map((group) => ({ value: group.id, label: group.name }))}
        />
        <div>
          <SubmitButton isPending={create.isPending}>{t`Send request`}</SubmitButton>
        </div>
      </Form>
    </section>
  );
}
