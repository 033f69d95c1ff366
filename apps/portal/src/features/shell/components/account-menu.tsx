import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentUser } from '@platform/api-client';
import { ROLE_LABELS } from '@platform/auth';
import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_MENU_POSITION, displayName } from '../utils/navigation';

const itemClassName =
  'block cursor-pointer rounded-theme px-3 py-2 text-sm outline-none data-[highlighted]:bg-primary data-[highlighted]:text-on-primary';

/** The account menu (spec §2): who is signed in with which roles, and the account pages. */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const { t, i18n } = useLingui();
  const name = displayName(user);
  return (
    // Not modal: the page stays in the accessibility tree while the menu is open.
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        aria-label={t`Account menu of ${name}`}
        className="inline-flex size-10 items-center justify-center rounded-full bg-primary font-semibold text-on-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
      >
        <span aria-hidden="true">{name.slice(0, 1).toUpperCase()}</span>
      </DropdownMenu.Trigger>
      <DropdownMenu.Content
        {...ACCOUNT_MENU_POSITION}
        className="z-50 min-w-60 rounded-theme border border-black/10 bg-background p-2 text-text shadow-lg dark:border-white/15"
      >
        <DropdownMenu.Label className="px-3 py-2">
          <span className="block font-semibold">{name}</span>
          <span className="block text-sm opacity-80">
            {new Intl.ListFormat(i18n.locale).format(
              user.roles.map((role) => i18n._(ROLE_LABELS[role.name])),
            )}
          </span>
        </DropdownMenu.Label>
        <DropdownMenu.Separator className="my-1 h-px bg-black/10 dark:bg-white/15" />
        <DropdownMenu.Item asChild className={itemClassName}>
          <Link to="/profile-edit">
            <Trans>Edit profile</Trans>
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClassName}>
          <Link to="/account/roles">
            <Trans>Roles</Trans>
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Item asChild className={itemClassName}>
          <Link to="/switch">
            <Trans>Switch organisation</Trans>
          </Link>
        </DropdownMenu.Item>
        <DropdownMenu.Separator className="my-1 h-px bg-black/10 dark:bg-white/15" />
        <DropdownMenu.Item asChild className={itemClassName}>
          <Link to="/uitloggen">
            <Trans>Sign out</Trans>
          </Link>
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
