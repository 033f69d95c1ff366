import { needsConfirmation, STATUS_ACTION_TARGETS, statusActions, statusChoices } from './user-status';

describe('user status transitions', () => {
  it('offers exactly the documented transitions', () => {
    expect(statusActions('active')).toEqual(['deactivate', 'archive']);
    expect(statusActions('inactive')).toEqual(['activate', 'archive']);
    expect(statusActions('archived')).toEqual(['restore']);
    // An invited user becomes active only by accepting the invitation.
    expect(statusActions('invited')).toEqual([]);
  });

  it('leads each action to its status, and the edit form offers the current status first', () => {
    expect(statusActions('active').map((action) => STATUS_ACTION_TARGETS[action])).toEqual(['inactive', 'archived']);
    expect(statusChoices('inactive')).toEqual(['inactive', 'active', 'archived']);
    expect(statusChoices('archived')).toEqual(['archived', 'active']);
    expect(statusChoices('invited')).toEqual(['invited']);
  });

  it('asks before taking sessions away', () => {
    expect(['activate', 'deactivate', 'archive', 'restore'].filter((action) => needsConfirmation(action as never))).toEqual([
      'deactivate',
      'archive',
    ]);
  });
});
