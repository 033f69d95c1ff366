import { clientAnswering } from '../testing';
import { createInternalNote, deleteInternalNote, fetchInternalNotes, updateInternalNote } from './internal-notes';

const note = (id: string, createdAt: string) => ({ type: 'internal_notes', id, attributes: { note: `Notitie ${id}`, created_at: createdAt, author_name: 'Bram' } });
const subject = { subjectType: 'organizations', subjectId: 'o1' } as const;

describe('internal notes', () => {
  it('reads all notes about one subject, newest first', async () => {
    const { client, sent } = clientAnswering({ data: [note('n2', '2026-05-02T10:00:00Z'), note('n1', '2026-05-01T10:00:00Z')] });
    expect(await fetchInternalNotes(client, subject)).toMatchObject([{ id: 'n2', authorName: 'Bram' }, { id: 'n1' }]);
    const url = new URL(sent[0]?.url ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/v1/internal_notes');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'filter[subject_type]': 'organizations',
      'filter[subject_id]': 'o1',
      sort: '-created_at',
      'page[size]': '1000',
    });
  });

  it('writes, rewrites and deletes a note', async () => {
    const { client, sent } = clientAnswering({ data: note('n1', '2026-05-01T10:00:00Z') });
    await createInternalNote(client, subject, 'Belt liever dan dat ze mailen');
    await updateInternalNote(client, 'n1', 'Mailt nu ook');
    await deleteInternalNote(client, 'n1');
    expect(sent).toMatchObject([
      {
        method: 'POST',
        url: '/api/v1/internal_notes',
        body: { data: { type: 'internal_notes', attributes: { subject_type: 'organizations', subject_id: 'o1', note: 'Belt liever dan dat ze mailen' } } },
      },
      { method: 'PATCH', url: '/api/v1/internal_notes/n1', body: { data: { id: 'n1', attributes: { note: 'Mailt nu ook' } } } },
      { method: 'DELETE', url: '/api/v1/internal_notes/n1' },
    ]);
  });
});
