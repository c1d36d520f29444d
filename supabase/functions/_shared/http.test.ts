import { afterEach, describe, expect, it, vi } from 'vitest';
import { postHandler, serverError, SERVER_ERROR_MESSAGE } from './http.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const post = () => new Request('http://functions.local/x', { method: 'POST', body: '{}' });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('postHandler (issue 17 point 12)', () => {
  it.each<[string, unknown]>([
    ['an Error', new Error('relation "public.secret_table" does not exist')],
    [
      'a PostgREST error object',
      { message: 'permission denied for table secret_table', code: '42501', details: null, hint: null },
    ],
    ['a string', 'connection refused at 10.0.0.12:5432'],
  ])('answers a generic 500 with a request id for %s, and logs the real error under that id', async (_name, thrown) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await postHandler(async () => {
      throw thrown;
    })(post());
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toEqual({ error: SERVER_ERROR_MESSAGE, code: 'server_error', requestId: expect.stringMatching(UUID) });
    expect(JSON.stringify(body)).not.toMatch(/secret_table|10\.0\.0\.12/);
    expect(log).toHaveBeenCalledTimes(1);
    const logged = log.mock.calls[0].map((x) => (x instanceof Error ? x.message : String(x))).join(' ');
    expect(logged).toContain(body.requestId);
    expect(logged).toMatch(/secret_table|10\.0\.0\.12/);
  });

  it('gives each failure its own request id', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const a = await serverError(new Error('x')).json();
    const b = await serverError(new Error('x')).json();
    expect(a.requestId).not.toBe(b.requestId);
  });

  it('still answers preflight, refuses other methods and passes answers through', async () => {
    const ok = postHandler(async () => new Response('fine'));
    expect((await ok(new Request('http://functions.local/x', { method: 'OPTIONS' }))).status).toBe(204);
    expect((await ok(new Request('http://functions.local/x', { method: 'GET' }))).status).toBe(405);
    expect(await (await ok(post())).text()).toBe('fine');
  });
});
