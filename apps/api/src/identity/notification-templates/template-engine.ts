import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { ApiError } from '../../platform/http/errors';
import { tooCostlyAt, type RenderJob, type RenderOutcome } from './template-liquid';

export { liquidSourceOfBody, referencesVariable, sanitizeTemplateBody, type RenderOutcome, type TemplateProblem } from './template-liquid';

/**
 * Staff's Liquid renders in one worker thread with its own small heap and a
 * clock: liquidjs's limits count elements and characters, not bytes or time
 * outside a loop, so a range sorted or a text doubled could otherwise take
 * the API's whole heap (and every tenant with it). A render over either
 * budget stops the worker; its place is answered as `template_too_costly`
 * and the next render gets a fresh worker.
 */
const WORKER_LIMITS = { maxOldGenerationSizeMb: 32, maxYoungGenerationSizeMb: 4, codeRangeSizeMb: 8, stackSizeMb: 4 };
/** A mail renders in milliseconds; this leaves room for a loaded machine, not for a template that computes. */
const RENDER_TIMEOUT_MS = 1_500;
/** Loading liquidjs (and, from the sources, compiling the worker) is not the template's time. */
const START_TIMEOUT_MS = 30_000;
/** Renders waiting for the worker; beyond that the API answers 503 rather than queue without end. */
const WAITING_MAX = 200;

/** Line and column of the top-level tag being rendered, written by the worker (template-liquid.ts). */
const progress = new SharedArrayBuffer(8);

function startWorker(): Worker {
  const options = { workerData: { progress }, resourceLimits: WORKER_LIMITS };
  // The API bundle has the worker as its own file beside main.cjs (build.mjs); from the sources (tsx, Jest) tsx compiles it.
  if (!__filename.endsWith('.ts')) return new Worker(path.join(__dirname, 'template-worker.cjs'), options);
  const tsx = createRequire(__filename).resolve('tsx/cjs/api');
  const entry = path.join(__dirname, 'template-worker.ts');
  return new Worker(`require(${JSON.stringify(tsx)}).register(); require(${JSON.stringify(entry)});`, { ...options, eval: true });
}

let started: Promise<Worker> | undefined;
let active: Worker | undefined;

/** Forgets the worker, so the next render starts another. */
function discard(worker: Worker): void {
  if (active !== worker) return;
  active = undefined;
  started = undefined;
}

/** The worker, started on first use and again after one was stopped; it does not keep the process alive while idle. */
function readyWorker(): Promise<Worker> {
  started ??= new Promise<Worker>((resolve, reject) => {
    const worker = startWorker();
    active = worker;
    // Heard whenever the worker fails, between renders too (a late out-of-memory after a timeout): never an uncaught error of the API.
    worker.on('error', () => discard(worker));
    const fail = (error: unknown) => {
      clearTimeout(timer);
      void worker.terminate();
      reject(error);
    };
    const timer = setTimeout(() => fail(new Error('The template worker did not start')), START_TIMEOUT_MS);
    worker.once('error', fail);
    worker.once('message', () => {
      clearTimeout(timer);
      worker.off('error', fail);
      worker.unref();
      resolve(worker);
    });
    worker.once('exit', () => discard(worker));
  }).catch((error: unknown) => {
    started = undefined;
    throw error;
  });
  return started;
}

/** Renders one part in the worker; stops it when it runs out of heap or time. */
async function runInWorker(job: RenderJob): Promise<RenderOutcome> {
  const worker = await readyWorker();
  const place = new Int32Array(progress);
  return new Promise<RenderOutcome>((resolve, reject) => {
    const finish = () => {
      clearTimeout(timer);
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.unref();
    };
    const tooCostly = () => {
      finish();
      discard(worker);
      void worker.terminate();
      resolve({ ok: false, problem: tooCostlyAt(job, place) });
    };
    const onMessage = (outcome: RenderOutcome) => {
      finish();
      resolve(outcome);
    };
    const onError = (error: unknown) => {
      if ((error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY') return tooCostly();
      finish();
      discard(worker);
      reject(error);
    };
    const timer = setTimeout(tooCostly, RENDER_TIMEOUT_MS);
    worker.on('message', onMessage);
    worker.on('error', onError);
    worker.ref();
    worker.postMessage(job);
  });
}

let queue: Promise<unknown> = Promise.resolve();
let waiting = 0;

/**
 * Renders a subject (plain text) or a body (HTML) with `values`, one render
 * at a time in the template worker. Strict: a placeholder or filter the
 * values do not have is a problem, which is how a template is checked against
 * a mail's sample data before it is saved.
 */
export function renderPart(part: 'subject' | 'body', source: string, values: Record<string, unknown>, { strict }: { strict: boolean }): Promise<RenderOutcome> {
  if (waiting >= WAITING_MAX) return Promise.reject(new ApiError('SERVICE_UNAVAILABLE'));
  waiting += 1;
  const run = queue.then(() => runInWorker({ part, source, values, strict })).finally(() => (waiting -= 1));
  queue = run.catch(() => undefined);
  return run;
}
