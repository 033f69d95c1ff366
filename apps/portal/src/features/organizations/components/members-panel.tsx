import { Trans, useLingui } from '@lingui/react/macro';
import {
  getOrganizationMembersQueryOptions,
  useAddOrganizationMember,
  useApiClient,
  useChangeOrganizationMemberRole,
  useRemoveOrganizationMember,
  type OrganizationMember,
} from '@platform/api-client';
import {
  emailSchema,
  ORGANIZATION_MEMBER_ROLES,
  type OrganizationMemberRole,
} from '@platform/contracts';
import { describeError, formatDate } from '@platform/i18n';
import {
  Button,
  ConfirmDialog,
  Form,
  Select,
  TextField,
  useFailureToast,
  useToast,
} from '@platform/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as v from 'valibot';
import { ActionsCell, ListCell, ListRow, ListTable } from '@portal/components/list-table';
import { MEMBER_ROLE_LABELS } from '../utils/labels';
import {
  DEFAULT_MEMBER_ROLE,
  isLastManagerRefusal,
  memberAdditionProblem,
  memberName,
  otherRole,
  type MemberAdditionProblem,
} from '../utils/members';

const addMemberSchema = v.object({ email: emailSchema, role: v.picklist(ORGANIZATION_MEMBER_ROLES) });
type AddMemberValues = v.InferInput<typeof addMemberSchema>;
type AddMemberForm = UseFormReturn<AddMemberValues, unknown, v.InferOutput<typeof addMemberSchema>>;

const ALREADY_MEMBER: MemberAdditionProblem = 'already_member';
const MANAGER: OrganizationMemberRole = 'organization_superuser';

/**
 * An organisation's members on its edit page (staff and the organisation's
 * managers): each with their role, a change of role and removal (confirmed),
 * and a form that adds an existing user of the centre by e-mail address.
 * The API's refusals (already a member, the last manager) are said plainly.
 */
export function MembersPanel({ organizationId, organizationName }: { organizationId: string; organizationName: string }) {
  const { t, i18n } = useLingui();
  const headingId = useId();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const members = useQuery(getOrganizationMembersQueryOptions(useApiClient(), organizationId));
  const changeRole = useChangeOrganizationMemberRole();
  const removal = useRemoveOrganizationMember();
  const [removing, setRemoving] = useState<OrganizationMember | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  const failed = (title: string) => (error: unknown) => {
    const isLastManager = isLastManagerRefusal(error);
    if (!isLastManager) return showFailure(title, error);
    showFailure(title, error, {
      message: t`An organisation keeps at least one manager. Make someone else a manager first.`,
      duration: 10_000,
    });
  };

  const handleChangeRole = (member: OrganizationMember) => {
    const name = memberName(member);
    const role = otherRole(member.role);
    const roleLabel = i18n._(MEMBER_ROLE_LABELS[role]);
    changeRole.mutate(
      { organizationId, memberId: member.id, role },
      {
        onSuccess: () => toast({ color: 'success', title: t`Role changed`, message: t`The role of ${name} is now: ${roleLabel}.` }),
        onError: failed(t`The role of ${name} could not be changed`),
      },
    );
  };

  const handleRemove = () => {
    if (!removing) return;
    const member = removing;
    const name = memberName(member);
    setRemoving(null);
    removal.mutate(
      { organizationId, memberId: member.id },
      {
        onSuccess: () => {
          toast({ color: 'success', title: t`Member removed`, message: t`${name} no longer belongs to ${organizationName}.` });
          // The row and its buttons are gone; the panel's heading keeps the place.
          headingRef.current?.focus();
        },
        onError: failed(t`${name} could not be removed`),
      },
    );
  };

  const removingName = removing ? memberName(removing) : '';
  const isPending = changeRole.isPending || removal.isPending;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className="font-heading text-xl font-semibold focus:outline-none">
        <Trans>Members</Trans>
      </h2>
      <p className="mt-1 text-sm opacity-80">
        <Trans>Managers manage the organisation, its vacancies and its applications; members belong to it.</Trans>
      </p>
      <div className="mt-4">
        {members.isPending ? (
          <p aria-busy="true">
            <Trans>Loading members…</Trans>
          </p>
        ) : members.isError ? (
          <div role="alert">
            <p>
              <Trans>The members could not be loaded.</Trans>
            </p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => void members.refetch()}>
              <Trans>Try again</Trans>
            </Button>
          </div>
        ) : members.data.length === 0 ? (
          <p>
            <Trans>The organisation has no members yet.</Trans>
          </p>
        ) : (
          <ListTable
            caption={<Trans>Members of {organizationName}</Trans>}
            columns={[t`Name`, t`E-mail address`, t`Role`, t`Member since`, t`Actions`]}
          >
            {members.data.map((member) => {
              const name = memberName(member);
              return (
                <ListRow key={member.id}>
                  <ListCell className="font-semibold">{name}</ListCell>
                  <ListCell className="wrap-anywhere">{member.user?.email ?? ''}</ListCell>
                  <ListCell>{i18n._(MEMBER_ROLE_LABELS[member.role])}</ListCell>
                  <ListCell className="whitespace-nowrap">{formatDate(member.createdAt, i18n.locale)}</ListCell>
                  <ActionsCell>
                    <Button variant="light" size="sm" disabled={isPending} onClick={() => handleChangeRole(member)}>
                      {otherRole(member.role) === MANAGER ? <Trans>Make manager</Trans> : <Trans>Make member</Trans>}
                      <span className="sr-only"> {name}</span>
                    </Button>
                    <Button variant="light" size="sm" disabled={isPending} onClick={() => setRemoving(member)}>
                      <Trans>Remove</Trans>
                      <span className="sr-only"> {name}</span>
                    </Button>
                  </ActionsCell>
                </ListRow>
              );
            })}
          </ListTable>
        )}
      </div>
      <AddMemberForm organizationId={organizationId} organizationName={organizationName} />
      <ConfirmDialog
        isOpen={removing !== null}
        title={<Trans>Remove {removingName} from {organizationName}?</Trans>}
        description={<Trans>They can no longer act for the organisation. Their account stays.</Trans>}
        confirmLabel={<Trans>Remove</Trans>}
        onConfirm={handleRemove}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}

/** Adds an existing user of the centre by e-mail address, with a role. */
function AddMemberForm({ organizationId, organizationName }: { organizationId: string; organizationName: string }) {
  const { t, i18n } = useLingui();
  const { toast } = useToast();
  const addition = useAddOrganizationMember();
  const [failure, setFailure] = useState<string | null>(null);
  const failureRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (failure) failureRef.current?.focus();
  }, [failure]);

  const handleSubmit = async (values: { email: string; role: OrganizationMemberRole }, form: AddMemberForm) => {
    setFailure(null);
    const email = values.email;
    try {
      await addition.mutateAsync({ organizationId, ...values });
      toast({ color: 'success', title: t`Member added`, message: t`${email} now belongs to ${organizationName}.` });
      form.reset({ email: '', role: values.role });
    } catch (error) {
      // Said above the fields only: a field error would vanish when the address is corrected and
      // shift the button away from under the pointer as it is clicked.
      const problem = memberAdditionProblem(error);
      if (problem === ALREADY_MEMBER) setFailure(t`${email} is already a member of ${organizationName}.`);
      else if (problem) setFailure(t`No account of this volunteer centre has the e-mail address ${email}. Add the user under Users first.`);
      else setFailure(i18n._(describeError(error).description));
    }
  };

  return (
    <Form
      schema={addMemberSchema}
      defaultValues={{ email: '', role: DEFAULT_MEMBER_ROLE }}
      onSubmit={handleSubmit}
      aria-label={t`Add a member`}
      className="mt-6 flex flex-col gap-4 rounded-theme border border-black/10 p-5 dark:border-white/15"
    >
      <h3 className="font-heading text-lg font-semibold">
        <Trans>Add a member</Trans>
      </h3>
      {failure && (
        <p
          ref={failureRef}
          tabIndex={-1}
          role="alert"
          className="rounded-theme border border-red-700/30 bg-red-50 p-3 text-red-900 focus:outline-2 focus:outline-current dark:border-red-400/40 dark:bg-red-950 dark:text-red-100"
        >
          {failure}
        </p>
      )}
      <div className="grid gap-4 sm:grid-cols-[1fr_14rem]">
        <TextField
          name="email"
          type="email"
          label={t`E-mail address`}
          description={t`Of an existing account of this volunteer centre.`}
          isRequired
          autoComplete="off"
        />
        <Select
          name="role"
          label={t`Role`}
          isRequired
          options={ORGANIZATION_MEMBER_ROLES.map((role) => ({ value: role, label: i18n._(MEMBER_ROLE_LABELS[role]) }))}
        />
      </div>
      <div>
        <Button type="submit" variant="secondary" disabled={addition.isPending} aria-busy={addition.isPending || undefined}>
          <Trans>Add member</Trans>
        </Button>
      </div>
    </Form>
  );
}
