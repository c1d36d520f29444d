// The gateway: apikey, CORS, dev pages, the built app on the same origin.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'cf-dist-'));
beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>App shell</title>');
  fs.writeFileSync(path.join(dist, 'assets/app.js'), 'console.log(1)');
  stack = await startTestStack({ seed: false, staticDir: dist });
});
afterAll(async () => {
  await stack?.stop();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('apikey', () => {
  it('refuses API calls without an apikey, or with a wrong one (401)', async () => {
    const none = await fetch(`${stack.url}/rest/v1/`);
    expect(none.status).toBe(401);
    expect((await none.json()).message).toBe('No API key found in request');
    const wrong = await fetch(`${stack.url}/auth/v1/user`, { headers: { apikey: 'abc' } });
    expect(wrong.status).toBe(401);
    expect((await wrong.json()).message).toBe('Invalid API key');
  });

  it('accepts the key as a query parameter', async () => {
    expect((await fetch(`${stack.url}/auth/v1/health?apikey=${stack.anonKey}`)).status).toBe(200);
  });
});

describe('CORS', () => {
  it('answers preflights and exposes Content-Range and X-Supabase-Api-Version', async () => {
    const pre = await fetch(`${stack.url}/rest/v1/cf_x`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'apikey,authorization,content-type,prefer',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    expect(pre.headers.get('access-control-allow-headers')).toContain('prefer');
    const res = await fetch(`${stack.url}/auth/v1/health`, {
      headers: { apikey: stack.anonKey, origin: 'http://x.test' },
    });
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range.*X-Supabase-Api-Version/);
  });
});

describe('same-origin app and dev pages', () => {
  it('serves the built app with index.html for client routes, and 404 for missing assets', async () => {
    const route = await fetch(`${stack.url}/dashboard/registrations`);
    expect(route.status).toBe(200);
    expect(await route.text()).toContain('App shell');
    const asset = await fetch(`${stack.url}/assets/app.js`);
    expect(asset.headers.get('content-type')).toContain('javascript');
    expect((await fetch(`${stack.url}/assets/missing.js`)).status).toBe(404);
  });

  it('gzips text assets for clients that accept it, and sends them plain to those that do not', async () => {
    const http = await import('node:http');
    const zlib = await import('node:zlib');
    const get = (encoding: string | null) =>
      new Promise<{ headers: Record<string, unknown>; body: Buffer }>((resolve, reject) => {
        const headers = encoding ? { 'accept-encoding': encoding } : undefined;
        http
          .get(`${stack.url}/assets/app.js`, { headers }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c: Buffer) => chunks.push(c));
            res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
          })
          .on('error', reject);
      });
    const gz = await get('gzip, deflate, br');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers.vary).toBe('accept-encoding');
    expect(zlib.gunzipSync(gz.body).toString()).toBe('console.log(1)');
    const plain = await get(null);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe('console.log(1)');
  });

  it('lists the e-mail outbox newest first at /_dev/mail', async () => {
    const empty = await (await fetch(`${stack.url}/_dev/mail`)).text();
    expect(empty).toContain('<h1>E-mail outbox</h1>');
    // public.email_outbox comes from the project's migrations.
    await stack.sql(`insert into public.email_outbox (to_email, template, subject, body, created_at) values
      ('a@example.com', 'test', 'Older message', 'Hello', now() - interval '1 hour'),
      ('b@example.com', 'test', 'Newer <message>', 'Bonjour', now())`);
    const html = await (await fetch(`${stack.url}/_dev/mail`)).text();
    expect(html).toContain('lang="en"');
    expect(html.indexOf('Newer &lt;message&gt;')).toBeGreaterThan(0);
    expect(html.indexOf('Newer &lt;message&gt;')).toBeLessThan(html.indexOf('Older message'));
  });
});
