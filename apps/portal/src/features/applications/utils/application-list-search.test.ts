import * as v from 'valibot';
import { allowedDecisions, applicationListSearchSchema, quickDecisions, toApplicationListQuery, vacancyChoicesQuery } from './application-list-search';

describe('applicationListSearchSchema', () => {
  it('keeps well-formed filters and drops the rest', () => {
    const vacancy = '0b6f3a52-6f1e-4d6c-9a0e-2f0c1b2a3d4e';
    expect(v.parse(applicationListSearchSchema, { vacancy, status: 'pending', from: '2026-05-01', until: '2026-05-31', page: 2 })).toEqual({
      vacancy,
      status: 'pending',
      from: '2026-05-01',
      until: '2026-05-31',
      page: 2,
    });
    expect(v.parse(applicationListSearchSchema, { vacancy: 'x', status: 'maybe', from: '1 mei', page: -1 })).toEqual({
      vacancy: undefined,
      status: undefined,
      from: undefined,
      until: undefined,
      page: undefined,
    });
  });
});

describe('toApplicationListQuery', () => {
  it('asks for the newest first, with the filters of the URL', () => {
    expect(toApplicationListQuery({ vacancy: 'v', status: 'accepted', from: '2026-05-01' })).toEqual({
      vacancyId: 'v',
      status: 'accepted',
      receivedFrom: '2026-05-01',
      receivedUntil: undefined,
      sort: '-created_at',
      page: 1,
      pageSize: 25,
    });
  });

  it('reads a range given backwards the right way round', () => {
    expect(toApplicationListQuery({ from: '2026-06-01', until: '2026-05-01' })).toMatchObject({
      receivedFrom: '2026-05-01',
      receivedUntil: '2026-06-01',
    });
  });
});

describe('decisions', () => {
  it('offers what the status still allows', () => {
    expect(allowedDecisions('pending')).toEqual(['review', 'accept', 'reject']);
    expect(allowedDecisions('in_review')).toEqual(['accept', 'reject']);
    for (const status of ['accepted', 'rejected', 'withdrawn'] as const) expect(allowedDecisions(status)).toEqual([]);
    expect(quickDecisions('pending')).toEqual(['accept', 'reject']);
  });
});

describe('vacancyChoicesQuery', () => {
  it('offers organisation managers their organisation’s vacancies and centre staff all', () => {
    expect(vacancyChoicesQuery([{ name: 'organization_superuser' }], 'o1')).toEqual({ organizationId: 'o1', sort: 'title', pageSize: 100 });
    expect(vacancyChoicesQuery([{ name: 'center_superuser' }], 'o1')).toEqual({ organizationId: undefined, sort: 'title', pageSize: 100 });
  });
});
