import type { Role } from '@platform/contracts';
import { policyActor } from '../../testing/policy-actor';
import { mayChangeNote, maySeeNotesAbout, mayUseInternalNotes } from './internal-notes.policy';

// The internal notes rows of docs/permissions.md, cell by cell.

const CENTER_A = 'center-a';
const CENTER_B = 'center-b';
const roles: Role[] = ['admin', 'center_superuser', 'organization_superuser', 'content_manager', 'volunteer', 'mentor', 'student'];
const actor = (role: Role) => policyActor(role, CENTER_A, []);

describe('who keeps notes at all', () => {
  it.each(roles.map((role) => [role, role === 'admin' || role === 'center_superuser'] as const))('%s: %s', (role, expected) => {
    expect(mayUseInternalNotes(actor(role))).toBe(expected);
  });

  it('nobody without a session', () => {
    expect(mayUseInternalNotes(null)).toBe(false);
  });
});

describe('whose notes are in sight', () => {
  it.each([
    ['admin', CENTER_A, true],
    ['admin', CENTER_B, true],
    ['center_superuser', CENTER_A, true],
    ['center_superuser', CENTER_B, false],
    ['organization_superuser', CENTER_A, false],
    ['volunteer', CENTER_A, false],
  ] as [Role, string, boolean][])('%s about a subject of %s: %s', (role, center, expected) => {
    expect(maySeeNotesAbout(actor(role), center)).toBe(expected);
  });
});

describe('who changes a note', () => {
  it.each([
    ['admin', 'someone-else', true],
    ['admin', null, true],
    ['center_superuser', 'actor-center_superuser', true],
    ['center_superuser', 'someone-else', false],
    ['center_superuser', null, false],
  ] as [Role, string | null, boolean][])('%s, note by %s: %s', (role, authorId, expected) => {
    expect(mayChangeNote(actor(role), { authorId })).toBe(expected);
  });
});
