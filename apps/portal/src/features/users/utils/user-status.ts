import type { UserStatus } from '@platform/contracts';

/** What staff can do to an account's status, each one documented transition (docs/api.md). */
export type UserStatusAction = 'activate' | 'deactivate' | 'archive' | 'restore';

/** The status of an archived account. */
export const ARCHIVED: UserStatus = 'archived';

/** The status each action leads to. */
export const STATUS_ACTION_TARGETS: Record<UserStatusAction, UserStatus> = {
  activate: 'active',
  deactivate: 'inactive',
  archive: 'archived',
  restore: 'active',
};

/**
 * The status actions an account's status allows: active ⇄ inactive, active
 * or inactive → archived, archived → active (restore). An invited account
 * becomes active only by accepting its invitation, so it has none.
 */
export function statusActions(status: UserStatus): UserStatusAction[] {
  switch (status) {
    case 'active':
      return ['deactivate', 'archive'];
    case 'inactive':
      return ['activate', 'archive'];
    case 'archived':
      return ['restore'];
    case 'invited':
      return [];
  }
}

/** The statuses the edit form offers: the current one first, then those its actions lead to. */
export function statusChoices(status: UserStatus): UserStatus[] {
  return [status, ...statusActions(status).map((action) => STATUS_ACTION_TARGETS[action])];
}

/** Actions that take an account's sessions away ask first; the others happen at once. */
export function needsConfirmation(action: UserStatusAction): boolean {
  return action === 'deactivate' || action === 'archive';
}
