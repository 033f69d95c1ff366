import { stringify } from 'csv-stringify/sync';
import { DATA_VIEWER_ATTRIBUTES, toWireName, type DataViewerRecordType } from '@platform/contracts';
import { resource, type ResourceObject } from '../../platform/http/json-api';
import { inertCell } from '../forms/forms.export';
import type { DataViewerRow } from './data-viewer.repository';

/** The attributes the viewer shows of a type, in order: the contracts' allow-list (camelCase). */
export const viewerAttributes = (type: DataViewerRecordType): string[] => Object.keys(DATA_VIEWER_ATTRIBUTES[type].entries);

const wireValue = (value: unknown) => (value instanceof Date ? value.toISOString() : value ?? null);

/** One record as a resource of its own type, with only the allow-listed attributes. */
export function serializeRecord(type: DataViewerRecordType, row: DataViewerRow): ResourceObject {
  return resource(type, row.id, Object.fromEntries(viewerAttributes(type).map((name) => [name, wireValue(row[name])])));
}

/**
 * Records as CSV: the id and the allow-listed columns under their wire names
 * (the same names as the API's answers, in either language), cells that a
 * spreadsheet would run as formulas made inert, and a byte order mark so
 * spreadsheet programs read UTF-8.
 */
export function recordsCsv(type: DataViewerRecordType, rows: DataViewerRow[]): string {
  const names = viewerAttributes(type);
  const heading = ['id', ...names.map(toWireName)];
  const lines = rows.map((row) => [
    row.id,
    ...names.map((name) => {
      const value = wireValue(row[name]);
      return value === null ? '' : inertCell(String(value));
    }),
  ]);
  return `\uFEFF${stringify([heading, ...lines], { record_delimiter: 'windows' })}`;
}
