/** Work done between yields in a long loop, so one search or index upkeep never holds the event loop for long. */
export const SLICE_MS = 8;

export const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** Runs `work` over the items, yielding to other work every few milliseconds. */
export async function inSlices<T>(items: Iterable<T>, work: (item: T) => void): Promise<void> {
  let sliceStart = performance.now();
  let count = 0;
  for (const item of items) {
    work(item);
    if (++count % 16 === 0 && performance.now() - sliceStart > SLICE_MS) {
      await nextTurn();
      sliceStart = performance.now();
    }
  }
}
