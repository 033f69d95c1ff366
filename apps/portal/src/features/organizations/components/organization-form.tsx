import { Trans, useLingui } from '@lingui/react/macro';
import {
  useCreateOrganization,
  useUpdateOrganization,
  type ActivityType,
  type ManagedOrganization,
  type NonProfitType,
  type VolunteerCenter,
} from '@platform/api-client';
import { ORGANIZATION_STATUSES, ORGANIZATION_TYPES } from '@platform/contracts';
import { describeError } from '@platform/i18n';
import {
  applyApiFieldErrors,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  FormFailureAlert,
  FormUnsavedChangesGuard,
  Select,
  Textarea,
  TextField,
  useToast,
} from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useFormContext, useWatch, type UseFormReturn } from 'react-hook-form';
import { describeApiIssue } from '../utils/api-issues';
import { ORGANIZATION_STATUS_LABELS, ORGANIZATION_TYPE_LABELS } from '../utils/labels';
import {
  formFieldOfAttribute,
  hasProfile,
  ORGANIZATION_FIELD_LABELS,
  organizationFormSchema,
  toOrganizationAttributes,
  toOrganizationFormValues,
  type OrganizationFormOutput,
  type OrganizationFormValues,
} from '../utils/organization-form';

/** Props of {@link OrganizationForm}. */
export type OrganizationFormProps = {
  /** The organisation to edit; without one the form creates a new organisation. */
  organization?: ManagedOrganization;
  nonProfitTypes: readonly NonProfitType[];
  activityTypes: readonly ActivityType[];
  /** Staff set type, status and the partner flag. */
  isStaff: boolean;
  /** Admins choose the centre of a new organisation. */
  isAdmin: boolean;
  /** The centres an admin may put a new organisation in. */
  centers: readonly VolunteerCenter[];
  /** The site's own centre, the default for a new organisation. */
  currentCenterId: string;
};

type Failure = { title: string; issues: string[]; description: string | null };
type FormApi = UseFormReturn<OrganizationFormValues, unknown, OrganizationFormOutput>;

const sectionClassName = 'flex flex-col gap-5 rounded-theme border border-black/10 p-5 dark:border-white/15';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={sectionClassName}>
      <h2 className="font-heading text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/**
 * The organisation form of `/organizations/add` and `/organizations/{id}/edit`:
 * details, contact, address and (for non-profits) the social-map profile,
 * validated on blur. A refused save marks the fields the API names and lists
 * its reasons above the form; a save is confirmed with a toast.
 */
export function OrganizationForm({ organization, nonProfitTypes, activityTypes, isStaff, isAdmin, centers, currentCenterId }: OrganizationFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateOrganization();
  const update = useUpdateOrganization({ showsErrorInline: true });
  const [failure, setFailure] = useState<Failure | null>(null);

  const isNew = !organization;
  const defaultValues = toOrganizationFormValues(organization);
  if (isNew) defaultValues.volunteerCenterId = currentCenterId;

  const handleSubmit = async (values: OrganizationFormOutput, form: FormApi) => {
    const attributes = toOrganizationAttributes(values, { isStaff, isAdmin, isNew, hasAddress: Boolean(organization?.address) });
    setFailure(null);
    try {
      const saved = organization
        ? await update.mutateAsync({ id: organization.id, attributes })
        : await create.mutateAsync(attributes);
      const name = saved.name;
      toast({
        color: 'success',
        title: isNew ? t`Organisation added` : t`Organisation saved`,
        message: isNew ? t`“${name}” has been added. You can now add its members.` : t`Your changes to “${name}” are saved.`,
      });
      // Saved values are the new baseline, so leaving the page no longer asks.
      form.reset(form.getValues());
      if (isNew) void navigate({ to: '/organizations/$id/edit', params: { id: saved.id }, ignoreBlocker: true });
    } catch (error) {
      setFailure(describeFailure(error, form));
    }
  };

  const describeFailure = (error: unknown, form: FormApi): Failure => {
    const title = isNew ? t`The organisation could not be added` : t`The organisation could not be saved`;
    const sentences = applyApiFieldErrors(form, error, { fieldOf: formFieldOfAttribute }).map((issue) => {
      const field = formFieldOfAttribute(issue.attribute);
      return describeApiIssue(i18n, field ? i18n._(ORGANIZATION_FIELD_LABELS[field]) : issue.attribute, issue.reason);
    });
    if (sentences.length > 0) return { title, issues: sentences, description: null };
    return { title, issues: [], description: i18n._(describeError(error).description) };
  };

  const isPending = create.isPending || update.isPending;
  return (
    <Form
      schema={organizationFormSchema}
      defaultValues={defaultValues}
      onSubmit={handleSubmit}
      className="flex flex-col gap-6"
      aria-label={t`Organisation`}
    >
      <FormUnsavedChangesGuard />
      <FormFailureAlert failure={failure} title={failure?.title} description={failure?.description} issues={failure?.issues} />

      <Section title={t`About the organisation`}>
        <TextField name="name" label={t`Name`} isRequired autoComplete="organization" />
        {isStaff && (
          <Select
            name="organizationType"
            label={t`Type`}
            isRequired
            options={ORGANIZATION_TYPES.map((type) => ({ value: type, label: i18n._(ORGANIZATION_TYPE_LABELS[type]) }))}
          />
        )}
        {isStaff && !isNew && (
          <Select
            name="status"
            label={t`Status`}
            isRequired
            description={t`Only active organisations are on the website and can publish vacancies.`}
            options={ORGANIZATION_STATUSES.map((status) => ({ value: status, label: i18n._(ORGANIZATION_STATUS_LABELS[status]) }))}
          />
        )}
        {isAdmin && isNew && (
          <Select
            name="volunteerCenterId"
            label={t`Volunteer centre`}
            isRequired
            options={centers.map((center) => ({ value: center.id, label: center.name }))}
          />
        )}
        <Textarea name="description" label={t`Description`} description={t`What the organisation does, for volunteers.`} rows={5} />
        {isStaff && (
          <Checkbox name="isPartner" label={t`Partner`} description={t`Listed on the partners page of the website.`} />
        )}
      </Section>

      <Section title={t`Contact`}>
        <TextField
          name="email"
          type="email"
          label={t`E-mail address`}
          description={t`Mail about the organisation goes here, such as the decision on its registration.`}
          autoComplete="email"
        />
        <TextField name="website" type="url" label={t`Website`} description={t`For example voedselbank.nl`} autoComplete="url" />
        <TextField name="phoneNumber" type="tel" label={t`Phone number`} autoComplete="tel" />
      </Section>

      <Section title={t`Address`}>
        <div className="grid gap-5 sm:grid-cols-[1fr_10rem]">
          <TextField name="street" label={t`Street`} autoComplete="address-line1" />
          <TextField name="houseNumber" label={t`House number`} />
        </div>
        <div className="grid gap-5 sm:grid-cols-[10rem_1fr]">
          <TextField name="postalCode" label={t`Postal code`} autoComplete="postal-code" />
          <TextField
            name="city"
            label={t`Place`}
            description={t`Vacancies without a place of their own are found here.`}
            autoComplete="address-level2"
          />
        </div>
      </Section>

      <ProfileSection nonProfitTypes={nonProfitTypes} activityTypes={activityTypes} />

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={isPending} aria-busy={isPending || undefined}>
          {isNew ? <Trans>Add organisation</Trans> : <Trans>Save</Trans>}
        </Button>
      </div>
    </Form>
  );
}

/** The social-map profile: only non-profits have one. */
function ProfileSection({ nonProfitTypes, activityTypes }: { nonProfitTypes: readonly NonProfitType[]; activityTypes: readonly ActivityType[] }) {
  const { t } = useLingui();
  const { control } = useFormContext<OrganizationFormValues>();
  const organizationType = useWatch({ control, name: 'organizationType' });
  if (!hasProfile(organizationType)) return null;
  return (
    <Section title={t`Social map`}>
      <Select
        name="nonProfitTypeId"
        label={t`Kind of organisation`}
        placeholder={t`Not specified`}
        options={nonProfitTypes.map((type) => ({ value: type.id, label: type.name }))}
      />
      <CheckboxGroup
        name="activityTypeIds"
        legend={t`Activities`}
        description={t`What volunteers can do with the organisation.`}
        isInline
        options={activityTypes.map((type) => ({ value: type.id, label: type.name }))}
      />
      <Checkbox
        name="showOnSocialMap"
        role="switch"
        label={t`Show on the social map`}
        description={t`Active organisations with this on appear on the map of the website.`}
      />
    </Section>
  );
}
