import { Trans, useLingui } from '@lingui/react/macro';
import {
  isApiError,
  useCreateUser,
  useUpdateUser,
  type ManagedOrganization,
  type ManagedUser,
} from '@platform/api-client';
import { ROLE_LABELS } from '@platform/auth';
import type { Role } from '@platform/contracts';
import { describeError } from '@platform/i18n';
import {
  applyApiFieldErrors,
  Button,
  Form,
  FormFailureAlert,
  FormUnsavedChangesGuard,
  Select,
  TextField,
  useToast,
} from '@platform/ui';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { type UseFormReturn } from 'react-hook-form';
import { USER_STATUS_LABELS } from '../utils/labels';
import {
  addUserFormSchema,
  editUserFormSchema,
  emptyAddUserForm,
  isEmailTaken,
  toEditUserFormValues,
  toNewUserAttributes,
  toUserAttributes,
  type AddUserFormValues,
  type EditUserFormValues,
} from '../utils/user-form';
import { statusChoices } from '../utils/user-status';

type Failure = { title: string; description: string };

/** The profile fields both forms share; `emailDescription` explains what an address change does. */
function ProfileFields({ emailDescription }: { emailDescription?: string }) {
  const { t } = useLingui();
  return (
    <>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField name="firstName" label={t`First name`} autoComplete="off" />
        <TextField name="lastName" label={t`Last name`} autoComplete="off" />
      </div>
      <TextField name="email" type="email" label={t`E-mail address`} isRequired autoComplete="off" description={emailDescription} />
      <TextField name="phoneNumber" type="tel" label={t`Phone number`} autoComplete="off" className="max-w-64" />
      <TextField name="jobTitle" label={t`Job title`} autoComplete="off" />
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-5 rounded-theme border border-black/10 p-5 dark:border-white/15">
      <h2 className="font-heading text-xl font-semibold">{title}</h2>
      {children}
    </section>
  );
}

/** Props of {@link AddUserForm}. */
export type AddUserFormProps = {
  /** The roles the viewer may grant (no `admin` for centre superusers). */
  roles: readonly Role[];
  /** The organisations to place the user in. */
  organizations: readonly Pick<ManagedOrganization, 'id' | 'name'>[];
};

/**
 * `/users/add`: name, e-mail address, phone, job title, a role and
 * optionally an organisation, validated on blur. The new account is invited
 * by mail; a refused address is marked on its field.
 */
export function AddUserForm({ roles, organizations }: AddUserFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const create = useCreateUser();
  const [failure, setFailure] = useState<Failure | null>(null);

  const handleSubmit = async (
    values: Parameters<typeof toNewUserAttributes>[0],
    form: UseFormReturn<AddUserFormValues, unknown, Parameters<typeof toNewUserAttributes>[0]>,
  ) => {
    setFailure(null);
    try {
      const user = await create.mutateAsync(toNewUserAttributes(values));
      const address = user.email;
      toast({ color: 'success', title: t`User added`, message: t`An invitation has been sent to ${address}.` });
      form.reset(values as AddUserFormValues);
      void navigate({ to: '/users/$id', params: { id: user.id }, ignoreBlocker: true });
    } catch (error) {
      applyApiFieldErrors(form, error);
      setFailure({
        title: t`The user could not be added`,
        description: isEmailTaken(error)
          ? t`An account with this e-mail address already exists.`
          : i18n._(describeError(error).description),
      });
    }
  };

  return (
    <Form schema={addUserFormSchema} defaultValues={emptyAddUserForm()} onSubmit={handleSubmit} className="flex flex-col gap-6" aria-label={t`New user`}>
      <FormUnsavedChangesGuard />
      <FormFailureAlert failure={failure} title={failure?.title}>
        <p className="mt-1">{failure?.description}</p>
      </FormFailureAlert>
      <Section title={t`Profile`}>
        <ProfileFields />
      </Section>
      <Section title={t`Role and organisation`}>
        <Select
          name="role"
          label={t`Role`}
          isRequired
          placeholder={t`Choose a role`}
          options={roles.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
        />
        <Select
          name="organizationId"
          label={t`Organisation`}
          description={t`Optional. The user becomes a member of it.`}
          placeholder={t`No organisation`}
          options={organizations.map((organization) => ({ value: organization.id, label: organization.name }))}
        />
      </Section>
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={create.isPending} aria-busy={create.isPending || undefined}>
          <Trans>Add and invite</Trans>
        </Button>
      </div>
    </Form>
  );
}

/** Props of {@link EditUserForm}. */
export type EditUserFormProps = {
  user: ManagedUser;
  /** Whether the status may be changed here (not on one's own account). */
  canChangeStatus: boolean;
};

/**
 * `/users/{id}/edit`: the profile and the status (the transitions the
 * current status allows). A new e-mail address waits for its owner's
 * confirmation; a refused address is marked on its field.
 */
export function EditUserForm({ user, canChangeStatus }: EditUserFormProps) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const update = useUpdateUser({ showsErrorInline: true });
  const [failure, setFailure] = useState<Failure | null>(null);
  const pendingEmail = user.unconfirmedEmail;

  const handleSubmit = async (
    values: Parameters<typeof toUserAttributes>[0],
    form: UseFormReturn<EditUserFormValues, unknown, Parameters<typeof toUserAttributes>[0]>,
  ) => {
    setFailure(null);
    const attributes = toUserAttributes(values, user);
    try {
      const saved = await update.mutateAsync({ id: user.id, attributes });
      const name = saved.name;
      const address = attributes.email;
      toast({
        color: 'success',
        title: t`Changes saved`,
        message: address ? t`${address} receives a link to confirm the new address.` : t`The account of ${name} is up to date.`,
      });
      form.reset(values as EditUserFormValues);
      void navigate({ to: '/users/$id', params: { id: user.id }, ignoreBlocker: true });
    } catch (error) {
      applyApiFieldErrors(form, error);
      setFailure({
        title: t`The changes could not be saved`,
        description: isEmailTaken(error)
          ? t`An account with this e-mail address already exists.`
          : isApiError(error) && error.code === 'INVALID_TRANSITION'
            ? t`This status change is not possible for this account. Reload the page to see its current status.`
            : i18n._(describeError(error).description),
      });
    }
  };

  return (
    <Form
      schema={editUserFormSchema}
      defaultValues={toEditUserFormValues(user)}
      onSubmit={handleSubmit}
      className="flex flex-col gap-6"
      aria-label={t`User`}
    >
      <FormUnsavedChangesGuard />
      <FormFailureAlert failure={failure} title={failure?.title}>
        <p className="mt-1">{failure?.description}</p>
      </FormFailureAlert>
      <Section title={t`Profile`}>
        <ProfileFields
          emailDescription={
            pendingEmail
              ? t`A new address waits for confirmation: ${pendingEmail}. Another change replaces it.`
              : t`A new address is used once its owner confirms it through the e-mail they receive.`
          }
        />
      </Section>
      {canChangeStatus && (
        <Section title={t`Status`}>
          {user.status === 'invited' ? (
            <p>
              <Trans>The account is invited. It becomes active when its owner accepts the invitation.</Trans>
            </p>
          ) : (
            <Select
              name="status"
              label={t`Status`}
              description={t`Inactive and archived accounts cannot sign in.`}
              options={statusChoices(user.status).map((status) => ({ value: status, label: i18n._(USER_STATUS_LABELS[status]) }))}
            />
          )}
        </Section>
      )}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={update.isPending} aria-busy={update.isPending || undefined}>
          <Trans>Save</Trans>
        </Button>
      </div>
    </Form>
  );
}
