import { Trans, useLingui } from '@lingui/react/macro';
import {
  getUserQueryOptions,
  useApiClient,
  useChangeUserRole,
  useCurrentCenter,
  useCurrentUser,
} from '@platform/api-client';
import { ROLE_LABELS } from '@platform/auth';
import { ROLES } from '@platform/contracts';
import { DocumentTitle } from '@platform/i18n';
import { Button, Form, Select, useFailureToast, useToast } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import * as v from 'valibot';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';
import { GRANT_ROLE, grantableRoles } from '../utils/user-permissions';

const addRoleFormSchema = v.object({ role: v.picklist(ROLES) });
type AddRoleFormValues = v.InferInput<typeof addRoleFormSchema>;

/**
 * `/users/{id}/add_role`: grants one more role. Only the roles the viewer may
 * grant and the user does not hold yet are offered; centre superusers never
 * see `admin` (the API would refuse it with a 403).
 */
export function AddRolePage({ id }: { id: string }) {
  const { t, i18n } = useLingui();
  const { meta } = useCurrentCenter();
  const navigate = useNavigate();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const viewer = useCurrentUser();
  const user = useSuspenseQuery(getUserQueryOptions(useApiClient(), id)).data;
  const grant = useChangeUserRole({ showsErrorInline: true });
  const held = new Set(user.roles.map((role) => role.name));
  const choices = grantableRoles(viewer.roles).filter((role) => !held.has(role));
  const name = user.name;

  const handleSubmit = ({ role }: v.InferOutput<typeof addRoleFormSchema>) =>
    grant.mutate(
      { id, change: GRANT_ROLE, role },
      {
        onSuccess: () => {
          const label = i18n._(ROLE_LABELS[role]);
          toast({ color: 'success', title: t`Role added`, message: t`${name} is now ${label}.` });
          void navigate({ to: '/users/$id', params: { id } });
        },
        onError: (error) =>
          showFailure(t`The role could not be added`, error),
      },
    );

  return (
    <div className="max-w-xl">
      <DocumentTitle page={t`Add a role to ${name}`} appName={meta.appName} />
      <Link to="/users/$id" params={{ id }} className={`text-sm font-semibold ${TEXT_LINK_CLASSES}`}>
        <Trans>Back to {name}</Trans>
      </Link>
      <h1 className="mt-2 mb-6 font-heading text-3xl font-bold tracking-tight">
        <Trans>Add a role to {name}</Trans>
      </h1>
      {choices.length === 0 ? (
        <p>
          <Trans>{name} already has every role you can give.</Trans>
        </p>
      ) : (
        <Form
          schema={addRoleFormSchema}
          defaultValues={{ role: '' as AddRoleFormValues['role'] }}
          onSubmit={handleSubmit}
          className="flex flex-col gap-6"
          aria-label={t`Add role`}
        >
          <Select
            name="role"
            label={t`Role`}
            isRequired
            placeholder={t`Choose a role`}
            options={choices.map((role) => ({ value: role, label: i18n._(ROLE_LABELS[role]) }))}
          />
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={grant.isPending} aria-busy={grant.isPending || undefined}>
              <Trans>Add role</Trans>
            </Button>
          </div>
        </Form>
      )}
    </div>
  );
}
