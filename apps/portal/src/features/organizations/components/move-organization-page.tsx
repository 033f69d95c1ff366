import { Trans, useLingui } from '@lingui/react/macro';
import {
  getManagedOrganizationQueryOptions,
  getVolunteerCentersQueryOptions,
  useApiClient,
  useCurrentCenter,
  useMoveOrganization,
} from '@platform/api-client';
import { DocumentTitle } from '@platform/i18n';
import { Button, ConfirmDialog, Form, Select, useFailureToast, useToast } from '@platform/ui';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import * as v from 'valibot';
import { TEXT_LINK_CLASSES } from '@portal/components/dark-mode-classes';

const moveSchema = v.object({ volunteerCenterId: v.pipe(v.string(), v.nonEmpty()) });

const backLinkClassName = `text-sm font-semibold ${TEXT_LINK_CLASSES}`;

/**
 * `/organizations/{id}/move` (staff, where the tenant moves organisations):
 * choose another centre of the tenant, read what moves along, confirm.
 * Elsewhere the page says moving is switched off.
 */
export function MoveOrganizationPage({ id }: { id: string }) {
  const { t } = useLingui();
  const { meta } = useCurrentCenter();
  const client = useApiClient();
  const organization = useSuspenseQuery(getManagedOrganizationQueryOptions(client, id)).data;
  const centers = useSuspenseQuery(getVolunteerCentersQueryOptions(client)).data;
  const name = organization.name;
  const currentCenterName = centers.find((center) => center.id === organization.volunteerCenterId)?.name ?? '';
  const targets = centers.filter((center) => center.id !== organization.volunteerCenterId);

  return (
    <div className="max-w-3xl">
      <DocumentTitle page={t`Move ${name}`} appName={meta.appName} />
      <Link to="/organizations/$id/edit" params={{ id }} className={backLinkClassName}>
        <Trans>Back to the organisation</Trans>
      </Link>
      <h1 className="mt-2 mb-6 font-heading text-3xl font-bold tracking-tight">
        <Trans>Move {name}</Trans>
      </h1>
      {!meta.features.organizationsMoving ? (
        <p role="status" className="rounded-theme border border-black/10 p-5 dark:border-white/15">
          <Trans>Moving organisations to another volunteer centre is switched off for this website.</Trans>
        </p>
      ) : targets.length === 0 ? (
        <p role="status" className="rounded-theme border border-black/10 p-5 dark:border-white/15">
          <Trans>There is no other volunteer centre to move the organisation to.</Trans>
        </p>
      ) : (
        <MoveForm organizationId={id} name={name} currentCenterName={currentCenterName} targets={targets} />
      )}
    </div>
  );
}

function MoveForm({
  organizationId,
  name,
  currentCenterName,
  targets,
}: {
  organizationId: string;
  name: string;
  currentCenterName: string;
  targets: readonly { id: string; name: string }[];
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { toast } = useToast();
  const showFailure = useFailureToast();
  const move = useMoveOrganization({ showsErrorInline: true });
  const [chosenId, setChosenId] = useState<string | null>(null);
  const chosenName = targets.find((center) => center.id === chosenId)?.name ?? '';

  const handleConfirm = () => {
    if (!chosenId) return;
    const centerName = chosenName;
    setChosenId(null);
    move.mutate(
      { id: organizationId, volunteerCenterId: chosenId },
      {
        onSuccess: () => {
          toast({ color: 'success', title: t`Organisation moved`, message: t`“${name}” now belongs to ${centerName}.` });
          void navigate({ to: '/organizations' });
        },
        onError: (error) =>
          showFailure(t`“${name}” could not be moved`, error),
      },
    );
  };

  return (
    <>
      <section className="mb-6 rounded-theme border border-black/10 p-5 dark:border-white/15">
        <h2 className="font-heading text-xl font-semibold">
          <Trans>What moves along</Trans>
        </h2>
        <p className="mt-2">
          <Trans>
            “{name}” now belongs to {currentCenterName}. After the move it belongs to the centre you choose:
          </Trans>
        </p>
        <ul className="mt-2 list-disc pl-5">
          <li>
            <Trans>All its vacancies move along, whatever their status.</Trans>
          </li>
          <li>
            <Trans>Its members stay members of the organisation.</Trans>
          </li>
          <li>
            <Trans>
              Members whose account belongs to {currentCenterName} and who belong to no other organisation there move to the new centre too, so
              they sign in there from now on.
            </Trans>
          </li>
          <li>
            <Trans>Other members keep their account where it is.</Trans>
          </li>
        </ul>
      </section>
      <Form
        schema={moveSchema}
        defaultValues={{ volunteerCenterId: '' }}
        onSubmit={({ volunteerCenterId }) => setChosenId(volunteerCenterId)}
        aria-label={t`Move the organisation`}
        className="flex flex-col gap-5"
      >
        <Select
          name="volunteerCenterId"
          label={t`New volunteer centre`}
          isRequired
          placeholder={t`Choose a volunteer centre`}
          options={targets.map((center) => ({ value: center.id, label: center.name }))}
        />
        <div>
          <Button type="submit" disabled={move.isPending} aria-busy={move.isPending || undefined}>
            <Trans>Move organisation</Trans>
          </Button>
        </div>
      </Form>
      <ConfirmDialog
        isOpen={chosenId !== null}
        title={<Trans>Move “{name}” to {chosenName}?</Trans>}
        description={<Trans>Its vacancies and the members who belong nowhere else in {currentCenterName} move along.</Trans>}
        confirmLabel={<Trans>Move</Trans>}
        onConfirm={handleConfirm}
        onCancel={() => setChosenId(null)}
      />
    </>
  );
}
