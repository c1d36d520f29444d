import { afterEach, describe, expect, it, vi } from 'vitest';
import { publicSelect } from './public-rest';
import { isTransientError } from './transient';

const Q = 'programs?select=id&is_active=eq.true';
const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.__cbhPrefetch;
});

describe("publicSelect (anon PostgREST reads, with the inline script's prefetch)", () => {
  it('uses a prefetched answer once, then asks the server', async () => {
    const fetch = vi.fn(async () => json([{ id: 'fresh' }]));
    vi.stubGlobal('fetch', fetch);
    window.__cbhPrefetch = { [Q]: Promise.resolve([{ id: 'early' }]) };
    await expect(publicSelect(Q)).resolves.toEqual([{ id: 'early' }]);
    expect(fetch).not.toHaveBeenCalled();
    await expect(publicSelect(Q)).resolves.toEqual([{ id: 'fresh' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['failed (null)', () => Promise.resolve(null)],
    ['rejected', () => Promise.reject(new Error('offline'))],
  ])('asks again when the prefetch %s', async (_name, early) => {
    const fetch = vi.fn(async () => json([{ id: 'fresh' }]));
    vi.stubGlobal('fetch', fetch);
    window.__cbhPrefetch = { [Q]: early() };
    await expect(publicSelect(Q)).resolves.toEqual([{ id: 'fresh' }]);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('ignores a prefetch of another query', async () => {
    const fetch = vi.fn(async () => json([]));
    vi.stubGlobal('fetch', fetch);
    window.__cbhPrefetch = { 'programs?select=name': Promise.resolve([{ name: 'x' }]) };
    await expect(publicSelect(Q)).resolves.toEqual([]);
    expect(fetch).toHaveBeenCalledWith(
      expect.stringMatching(/\/rest\/v1\/programs\?select=id&is_active=eq\.true$/),
      expect.anything(),
    );
  });

  it.each([
    ['the server message', json({ message: 'permission denied' }, 401), 'permission denied'],
    ['the status when the body is not JSON', new Response('oops', { status: 502 }), 'HTTP 502'],
  ])('throws %s on an error answer', async (_name, res, message) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => res),
    );
    await expect(publicSelect(Q)).rejects.toThrow(message);
  });

  it('keeps what PostgREST said, so a restart is told from a refusal (issue 39 point 6)', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: 'PGRST000', message: 'Could not connect' }, 503)),
    );
    const error = await publicSelect(Q).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'PGRST000', status: 503, message: 'Could not connect' });
    expect(isTransientError(error)).toBe(true);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ code: '42501', message: 'permission denied' }, 401)),
    );
    expect(isTransientError(await publicSelect(Q).catch((e: unknown) => e))).toBe(false);
  });
});
