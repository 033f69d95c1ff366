import { Trans, useLingui } from '@lingui/react/macro';
import { useApiClient } from '@platform/api-client';
import { currentPasswordSchema } from '@platform/contracts';
import { Button, Dialog, Form, SubmitButton, TextField } from '@platform/ui';
import { useState } from 'react';
import * as v from 'valibot';
import { useDeleteOwnAccount, useDownloadPersonalData } from '../account/use-personal-data';
import { AuthFailureAlert } from '../components/auth-failure-alert';

const deletionSchema = v.object({ currentPassword: v.pipe(currentPasswordSchema, v.nonEmpty()) });

// Not words anyone reads: the element that saves a file, and a name for an answer that gives none.
const LINK_ELEMENT = 'a';
const FALLBACK_FILE_NAME = 'personal-data.zip';

/** Hands a file to the browser to save, as a link with `download` would. */
function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement(LINK_ELEMENT);
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the address after the click returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Props of {@link PersonalDataSection}. */
export type PersonalDataSectionProps = {
  /** Leaves for the app's "account deleted" page (the public site's `/profiel/verwijderd`); the local session ends after it. */
  onDeleted: () => Promise<unknown>;
};

/**
 * "Your data" on `/profiel` (issue 28): download everything the platform keeps
 * about you as one archive, or delete the account after confirming with the
 * password; a deleted account leaves through `onDeleted`, signed out.
 */
export function PersonalDataSection({ onDeleted }: PersonalDataSectionProps) {
  const { t } = useLingui();
  const client = useApiClient();
  const download = useDownloadPersonalData();
  const deletion = useDeleteOwnAccount();
  const [isAsking, setIsAsking] = useState(false);

  const close = (isOpen: boolean) => {
    setIsAsking(isOpen);
    if (!isOpen) deletion.reset();
  };

  return (
    <section
      aria-labelledby="personal-data-heading"
      className="flex flex-col gap-3 border-t border-border pt-6"
    >
      <h2 id="personal-data-heading" className="font-heading text-2xl font-bold">
        <Trans>Your data</Trans>
      </h2>
      <p>
        <Trans>
          Download everything we keep about you (your profile, applications, conversations with
          their files, notifications, mail choices, form answers and replies) as one archive, with a
          page you can open in any browser.
        </Trans>
      </p>
      <AuthFailureAlert error={download.error} />
      <div className="flex flex-wrap gap-3">
        <Button
          variant="outline"
          disabled={download.isPending}
          aria-busy={download.isPending}
          onClick={() =>
            download.mutate(undefined, {
              onSuccess: ({ blob, fileName }) => saveFile(blob, fileName ?? FALLBACK_FILE_NAME),
            })
          }
        >
          <Trans>Download my data</Trans>
        </Button>
        <Button variant="outlineSecondary" onClick={() => setIsAsking(true)}>
          <Trans>Delete my account</Trans>
        </Button>
      </div>
      <Dialog
        isOpen={isAsking}
        onOpenChange={close}
        title={t`Delete your account?`}
        description={t`This cannot be undone. Confirm with your password.`}
      >
        <div className="flex flex-col gap-4">
          <div>
            <p className="font-semibold">
              <Trans>Deleted:</Trans>
            </p>
            <p>
              <Trans>
                your account and sign-in, your volunteer profile and the replies to it, your
                notifications and mail choices, your form answers and the files you sent.
              </Trans>
            </p>
          </div>
          <div>
            <p className="font-semibold">
              <Trans>Kept without your name:</Trans>
            </p>
            <p>
              <Trans>
                your applications, for the organisations' records, and your messages in
                conversations, shown as written by a deleted user.
              </Trans>
            </p>
          </div>
          <Form
            schema={deletionSchema}
            defaultValues={{ currentPassword: '' }}
            className="flex flex-col gap-4"
            serverError={deletion.error}
            onSubmit={({ currentPassword }) =>
              deletion.mutate(currentPassword, {
                onSuccess: async () => {
                  await onDeleted();
                  // The server ended every session; the local one goes once the page needs no user.
                  client.credentials.write(null);
                },
              })
            }
          >
            <AuthFailureAlert error={deletion.error} />
            <TextField
              name="currentPassword"
              label={t`Password`}
              type="password"
              autoComplete="current-password"
            />
            <div className="flex flex-wrap justify-end gap-3">
              <Button variant="outline" onClick={() => close(false)}>
                <Trans>Cancel</Trans>
              </Button>
              <SubmitButton isPending={deletion.isPending}>
                <Trans>Delete my account for good</Trans>
              </SubmitButton>
            </div>
          </Form>
        </div>
      </Dialog>
    </section>
  );
}
