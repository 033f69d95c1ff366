import { mayChangeNote, mayKeepNotes } from './note-permissions';

describe('internal notes', () => {
  it('are kept by admins and centre superusers only', () => {
    expect(mayKeepNotes([{ name: 'admin' }])).toBe(true);
    expect(mayKeepNotes([{ name: 'center_superuser' }])).toBe(true);
    expect(mayKeepNotes([{ name: 'organization_superuser' }, { name: 'content_manager' }])).toBe(false);
  });

  it('are changed by their author or an admin', () => {
    const staff = { id: 'u1', roles: [{ name: 'center_superuser' as const }] };
    expect(mayChangeNote(staff, { authorId: 'u1' })).toBe(true);
    expect(mayChangeNote(staff, { authorId: 'u2' })).toBe(false);
    expect(mayChangeNote(staff, { authorId: null })).toBe(false);
    expect(mayChangeNote({ id: 'u3', roles: [{ name: 'admin' }] }, { authorId: 'u2' })).toBe(true);
  });
});
