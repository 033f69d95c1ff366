import type { AnalyticsFigures } from '@platform/api-client';
// The browser build: the package's own ESM build needs Node's Buffer.
import { stringify } from 'csv-stringify/browser/esm/sync';

/** The column titles of the CSV, in the reader's language. */
export type CsvTitles = {
  day: string;
  searches: string;
  searchesWithoutResults: string;
  vacancyViews: string;
  applications: string;
  accepted: string;
  rejected: string;
  vacanciesPublished: string;
};

const COLUMNS = ['day', 'searches', 'searchesWithoutResults', 'vacancyViews', 'applications', 'accepted', 'rejected', 'vacanciesPublished'] as const;

/** The figures per day as CSV text (the table view's numbers), with a header row. */
export function figuresCsv(figures: Pick<AnalyticsFigures, 'days'>, titles: CsvTitles): string {
  return stringify([COLUMNS.map((column) => titles[column]), ...figures.days.map((day) => COLUMNS.map((column) => day[column]))]);
}
