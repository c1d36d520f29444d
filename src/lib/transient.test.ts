import { describe, expect, it, vi } from 'vitest';
import { isServerError, isTransientError, onceMoreIfTransient, retryTransientOnce } from './transient';

describe('isTransientError', () => {
  it.each([
    ['PostgREST without its database', { code: 'PGRST000', message: 'Could not connect' }],
    ['PostgREST losing its connection', { code: 'PGRST001', message: 'Database client error' }],
    ['Postgres shutting down', { code: '57P01', message: 'terminating connection due to administrator command' }],
    ['Postgres starting', { code: '57P03', message: 'the database system is starting up' }],
    ['a broken connection', { code: '08006', message: 'connection failure' }],
    ['a gateway between restarts', { status: 503, message: 'HTTP 503' }],
    ['the network (Chromium)', new TypeError('Failed to fetch')],
    ['the network (supabase-js)', { message: 'TypeError: fetch failed', code: '' }],
    ['auth unreachable', { name: 'AuthRetryableFetchError', status: 0, message: '' }],
  ])('counts %s', (_n, error) => expect(isTransientError(error)).toBe(true));

  it.each([
    ['a refusal', { code: '42501', message: 'permission denied', hint: 'admin_only' }],
    ['a rule of the gate', { code: 'P0001', message: 'This program is full', hint: 'program_full' }],
    ['not found', { code: 'PGRST116', message: 'no rows' }],
    ['a bad request', { status: 400, message: 'HTTP 400' }],
    ['a server error', { status: 500, message: 'Internal error' }],
    ['nothing', null],
  ])('does not count %s', (_n, error) => expect(isTransientError(error)).toBe(false));

  it('lets TanStack Query retry a transient failure once, and nothing else', () => {
    expect(retryTransientOnce(0, { code: '57P01' })).toBe(true);
    expect(retryTransientOnce(1, { code: '57P01' })).toBe(false);
    expect(retryTransientOnce(0, { code: '42501' })).toBe(false);
  });
});

describe('onceMoreIfTransient', () => {
  it('asks once more after a transient failure, and returns the second answer', async () => {
    const request = vi
      .fn()
      .mockResolvedValueOnce({ data: null, error: { code: 'PGRST000' } })
      .mockResolvedValueOnce({ data: [1], error: null });
    expect(await onceMoreIfTransient(request, { pauseMs: 0 })).toEqual({ data: [1], error: null });
    expect(request).toHaveBeenCalledTimes(2);
  });

  it('asks only once when the answer is a refusal, or a success', async () => {
    const refused = vi.fn().mockResolvedValue({ data: null, error: { code: 'P0001', hint: 'program_full' } });
    expect((await onceMoreIfTransient(refused, { pauseMs: 0 })).error).toEqual({ code: 'P0001', hint: 'program_full' });
    const ok = vi.fn().mockResolvedValue({ data: 1, error: null });
    await onceMoreIfTransient(ok, { pauseMs: 0 });
    expect(refused).toHaveBeenCalledTimes(1);
    expect(ok).toHaveBeenCalledTimes(1);
  });

  it('asks at most twice, and widens what counts when told', async () => {
    const down = vi.fn().mockResolvedValue({ error: { status: 500, message: 'Database error' } });
    expect((await onceMoreIfTransient(down, { pauseMs: 0 })).error).toBeTruthy();
    expect(down).toHaveBeenCalledTimes(1);
    await onceMoreIfTransient(down, { pauseMs: 0, alsoRetry: isServerError });
    expect(down).toHaveBeenCalledTimes(3);
  });
});
