import { fetchBuildId, watchBuild } from './build-poll';

describe('fetchBuildId', () => {
  it('reads the id of build.json', async () => {
    const fetcher = jest.fn(async () => ({ ok: true, json: async () => ({ id: 'abc', builtAt: 'x' }) }));
    await expect(fetchBuildId(fetcher as unknown as typeof fetch)).resolves.toBe('abc');
  });

  it('gives null for a failed or odd answer', async () => {
    const missing = jest.fn(async () => ({ ok: false, json: async () => ({}) }));
    const odd = jest.fn(async () => ({ ok: true, json: async () => { throw new SyntaxError('not JSON'); } }));
    await expect(fetchBuildId(missing as unknown as typeof fetch)).resolves.toBeNull();
    await expect(fetchBuildId(odd as unknown as typeof fetch)).resolves.toBeNull();
  });
});

describe('watchBuild', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('reports a different id once, and not the same id or a failed read', async () => {
    const ids = ['one', null, 'one', 'two', 'three'];
    const readBuildId = jest.fn(async () => ids.shift() ?? null);
    const onNewBuild = jest.fn();
    watchBuild({ readBuildId, onNewBuild, intervalMs: 1000 });
    for (let tick = 0; tick < 5; tick += 1) {
      await jest.advanceTimersByTimeAsync(1000);
    }
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    expect(readBuildId).toHaveBeenCalledTimes(4);
  });
});
