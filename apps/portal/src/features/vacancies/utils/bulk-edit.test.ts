import { EMPTY_BULK_EDIT, toBulkChanges } from './bulk-edit';

describe('toBulkChanges', () => {
  const ids = ['a', 'b'];

  it('is null when nothing changes or nothing is selected', () => {
    expect(toBulkChanges(ids, EMPTY_BULK_EDIT)).toBeNull();
    expect(toBulkChanges([], { ...EMPTY_BULK_EDIT, status: 'archived' })).toBeNull();
  });

  it('gives every vacancy the same change, in the order of the selection', () => {
    const expiresAt = new Date(2026, 11, 31, 23, 59, 59).toISOString();
    expect(toBulkChanges(ids, { ...EMPTY_BULK_EDIT, status: 'filled', expiresOn: '2026-12-31' })).toEqual([
      { id: 'a', status: 'filled', expiresAt },
      { id: 'b', status: 'filled', expiresAt },
    ]);
  });

  it('replaces categories only when asked, and may clear them', () => {
    expect(toBulkChanges(['a'], { ...EMPTY_BULK_EDIT, categoryIds: ['c1'] })).toBeNull();
    expect(toBulkChanges(['a'], { ...EMPTY_BULK_EDIT, changeCategories: true, categoryIds: ['c1'] })).toEqual([{ id: 'a', categoryIds: ['c1'] }]);
    expect(toBulkChanges(['a'], { ...EMPTY_BULK_EDIT, changeCategories: true })).toEqual([{ id: 'a', categoryIds: [] }]);
  });
});
