import { figuresCsv } from './analytics-csv';

describe('figuresCsv', () => {
  it('writes a header and a row per day, quoting what needs it', () => {
    const day = { day: '2026-11-27', searches: 3, searchesWithoutResults: 1, vacancyViews: 2, applications: 1, accepted: 0, rejected: 0, vacanciesPublished: 4 };
    const csv = figuresCsv(
      { days: [day] },
      {
        day: 'Dag',
        searches: 'Zoekopdrachten',
        searchesWithoutResults: 'Zonder resultaat, helaas',
        vacancyViews: 'Bekeken',
        applications: 'Reacties',
        accepted: 'Aangenomen',
        rejected: 'Afgewezen',
        vacanciesPublished: 'Gepubliceerd',
      },
    );
    expect(csv).toBe('Dag,Zoekopdrachten,"Zonder resultaat, helaas",Bekeken,Reacties,Aangenomen,Afgewezen,Gepubliceerd\n2026-11-27,3,1,2,1,0,0,4\n');
  });
});
