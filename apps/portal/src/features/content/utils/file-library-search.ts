import type { FileLibraryQuery } from '@platform/api-client';
import { listSearchSchema, listSearchText } from '@platform/ui';
import * as v from 'valibot';

/** Files per page of the file library. */
export const FILE_LIBRARY_PAGE_SIZE = 25;

/** What the library's type filter offers: documents, or images (everything uploaded for a page or news item). */
export const FILE_KINDS = ['document', 'image'] as const;

/** The library's search, type and page in the URL (`validateSearch`). */
export const fileLibrarySearchSchema = listSearchSchema({
  filters: { q: listSearchText, kind: v.picklist(FILE_KINDS) },
});
export type FileLibrarySearch = v.InferOutput<typeof fileLibrarySearchSchema>;

export function toFileLibraryQuery(search: FileLibrarySearch): FileLibraryQuery {
  return { text: search.q, purpose: search.kind, page: search.page, pageSize: FILE_LIBRARY_PAGE_SIZE };
}

/** The documents the library takes (the API checks the bytes; this only guides the file picker), and images. */
export const ACCEPTED_FILES = [
  '.pdf',
  '.docx',
  '.xlsx',
  '.pptx',
  '.odt',
  '.ods',
  '.odp',
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
].join(',');

/** An image goes up to be re-encoded; anything else as a document. */
export const purposeOfFile = (file: File) => (file.type.startsWith('image/') ? 'image' : 'document');
