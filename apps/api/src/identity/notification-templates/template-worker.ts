import { parentPort, workerData } from 'node:worker_threads';
import { renderInWorker, type RenderJob } from './template-liquid';

// The template worker's entry (template-engine.ts starts it): renders one part
// per message. `workerData.progress` is shared with the API's thread, which
// reads the place from it when it has to stop this worker.
const progress = new Int32Array(workerData.progress as SharedArrayBuffer);

parentPort!.on('message', (job: RenderJob) => {
  parentPort!.postMessage(renderInWorker(job, progress));
});
parentPort!.postMessage('ready');
