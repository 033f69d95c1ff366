import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

/** Longest a render may take (one that waits for data the loaders did not load included). */
const RENDER_TIMEOUT_MS = 10_000;

let queue: Promise<unknown> = Promise.resolve();

/** Runs `work` after every earlier call's work has finished, one at a time. */
export function serially<T>(work: () => Promise<T>): Promise<T> {
  const result = queue.then(work);
  queue = result.catch(() => undefined);
  return result;
}

/**
 * The `<title>`, `<meta>` and `<link>` elements React writes before a
 * fragment's markup (it hoists them for a document's head), and the markup.
 */
function splitHoisted(html: string): { head: string; body: string } {
  const hoisted = /^(?:<title>[^<]*<\/title>|<meta\b[^>]*>|<link\b[^>]*>)*/.exec(html)?.[0] ?? '';
  return { head: hoisted, body: html.slice(hoisted.length) };
}

/**
 * Renders with React's streaming renderer and waits for all of it: the data
 * is loaded before rendering starts, so nothing suspends for long, and the
 * head can only be written once the whole page is known.
 */
export function renderToHtml(element: ReactNode): Promise<{ head: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(splitHoisted(Buffer.concat(chunks).toString('utf8')));
        done();
      },
    });
    // Renders run one at a time: one that hangs must not hold up the rest. The
    // caller then sends the app shell, which the browser renders itself.
    const timeout = setTimeout(() => {
      reject(new Error(`server render took longer than ${RENDER_TIMEOUT_MS} ms`));
      stream.abort();
    }, RENDER_TIMEOUT_MS);
    const stream = renderToPipeableStream(element, {
      // Every part inline, in order: no hidden part revealed later by a script.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        clearTimeout(timeout);
        stream.pipe(sink);
      },
      onShellError: (error) => {
        clearTimeout(timeout);
        reject(error);
      },
      onError: (error) => {
        // A component that fails is drawn by its error boundary; say why in the log.
        console.error('Server render:', error);
      },
    });
  });
}
