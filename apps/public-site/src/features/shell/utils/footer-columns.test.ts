import type { VolunteerCenterProfile } from '@platform/api-client';
import { footerColumns } from './footer-columns';

const profile = (fields: Partial<VolunteerCenterProfile>) => fields as VolunteerCenterProfile;

describe('footerColumns', () => {
  it('keeps the filled columns 1, 2, 3, 4, 6 and 8 in order and leaves blank ones out', () => {
    const columns = footerColumns(
      profile({
        footerColumn8Title: 'Acht',
        footerColumn1Title: 'Contact',
        footerColumn1Content: 'Markt 1\nZwolle',
        footerColumn2Title: '  ',
        footerColumn2Content: '',
        footerColumn6Content: 'Alleen tekst',
      }),
    );
    expect(columns).toEqual([
      { column: 1, title: 'Contact', content: 'Markt 1\nZwolle' },
      { column: 6, title: null, content: 'Alleen tekst' },
      { column: 8, title: 'Acht', content: null },
    ]);
  });

  it('gives nothing without a profile', () => {
    expect(footerColumns(null)).toEqual([]);
  });
});
