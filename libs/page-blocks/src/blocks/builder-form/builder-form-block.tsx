import { Trans } from '@lingui/react/macro';
import { getPublicFormsQueryOptions, useApiClient } from '@platform/api-client';
import { useSuspenseQuery } from '@tanstack/react-query';
import { PublicFormFill } from '../../form-fill/public-form-fill';
import { BLOCK_SPACING, BLOCK_TITLE, widthClassName } from '../../parts/layout';
import type { BlockComponentProps, BlockModule } from '../../types';

/**
 * A form of the form builder, filled in on the page. Without a chosen form the
 * block shows nothing; a form visitors cannot open here (a draft, an
 * invitation-only form or another centre's) reads "This form is not available."
 */
export function BuilderFormBlock({ block, isPreview = false }: BlockComponentProps<'BuilderForm'>) {
  const { title, formId } = block.props;
  if (formId === null) return null;
  return (
    <section className={`${widthClassName('content')} ${BLOCK_SPACING}`}>
      {title && <h2 className={`${BLOCK_TITLE} mb-6`}>{title}</h2>}
      <ChosenForm formId={formId} headingLevel={title ? 3 : 2} isPreview={isPreview} />
    </section>
  );
}

type ChosenFormProps = { formId: string; headingLevel: 2 | 3; isPreview: boolean };

function ChosenForm({ formId, headingLevel, isPreview }: ChosenFormProps) {
  const { data: forms } = useSuspenseQuery(getPublicFormsQueryOptions(useApiClient(), { formId }));
  const form = forms[0];
  if (!form) {
    return (
      <p>
        <Trans>This form is not available.</Trans>
      </p>
    );
  }
  return (
    <PublicFormFill
      token={form.id}
      title={form.title}
      description={form.description}
      availability={form.availability}
      closesAt={form.closesAt}
      questions={form.questions}
      headingLevel={headingLevel}
      preview={isPreview}
    />
  );
}

export const blockModule: BlockModule<'BuilderForm'> = {
  Block: BuilderFormBlock,
  load: ({ queryClient, apiClient }, { formId }) =>
    formId === null
      ? Promise.resolve()
      : queryClient.ensureQueryData(getPublicFormsQueryOptions(apiClient, { formId })),
};
