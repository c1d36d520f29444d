/* eslint-disable @typescript-eslint/no-explicit-any -- rows and errors from SQL and HTTP are untyped here (the contract is sql<T = any>) */
// /functions/v1/<name>: one Deno process per function, started on its first call.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Ctx } from '../context.ts';
import { bearer, sendJson } from '../http-util.ts';
import { CACHE_DIR, FUNCTIONS_DIR, ROOT } from '../paths.ts';
import { freePort } from '../net-util.ts';
import { proxy } from '../proxy.ts';
import { readEnvFile, verifyJwt } from './config.ts';

const DENO = path.join(ROOT, 'node_modules/.bin/deno');
const HOST = path.join(ROOT, 'local-supabase/deno/host.ts');
const START_TIMEOUT = 120_000; // first run may download npm: packages

const CA_VARS = ['DENO_CERT', 'SSL_CERT_FILE', 'SSL_CERT_DIR', 'NODE_EXTRA_CA_CERTS'];
const PROXY_VARS = [
  'HTTPS_PROXY',
  'HTTP_PROXY',
  'NO_PROXY',
  'https_proxy',
  'http_proxy',
  'no_proxy',
  'NPM_CONFIG_REGISTRY',
];

function pick(names: string[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const n of names) if (process.env[n]) out[n] = process.env[n]!;
  return out;
}

function caEnv(): Record<string, string> {
  const env = pick(CA_VARS);
  const bundle = env.DENO_CERT ?? env.SSL_CERT_FILE ?? env.NODE_EXTRA_CA_CERTS;
  if (bundle && fs.existsSync(bundle)) env.DENO_CERT = bundle;
  else delete env.DENO_CERT;
  return env;
}

const proxyEnv = () => pick(PROXY_VARS);

interface Running {
  child: ChildProcess;
  port: number;
  ready: Promise<void>;
  log: string;
}

export interface FunctionsOptions {
  anonKey: string;
  serviceRoleKey: string;
  env: Record<string, string>;
  defaultEnv?: Record<string, string>; // overridden by the functions' .env and env
  dir?: string;
  /** Where each function listens (default: a port the OS says is free); tests hand out taken ones. */
  port?: () => Promise<number>;
}

export function startFunctions(ctx: Ctx, o: FunctionsOptions) {
  const dir = o.dir ?? FUNCTIONS_DIR;
  const running = new Map<string, Promise<Running>>();
  const live = new Set<Running>();
  let stopped = false;

  const launch = async (name: string, entry: string): Promise<Running> => {
    const port = await (o.port ?? freePort)();
    const fnDir = path.dirname(entry);
    const config = ['deno.json', 'deno.jsonc'].map((f) => path.join(fnDir, f)).find((f) => fs.existsSync(f));
    const args = [
      'run',
      '--allow-all',
      '--no-prompt',
      '--node-modules-dir=none',
      ...(config ? ['--config', config] : ['--no-config']),
      HOST,
    ];
    const child = spawn(DENO, args, {
      cwd: fnDir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '/tmp',
        // Deno fetches npm: packages itself. Behind a TLS-inspecting egress proxy
        // (CI here) its built-in Mozilla roots reject the proxy's certificate, so
        // trust the system store too and hand over the machine's CA bundle.
        DENO_TLS_CA_STORE: process.env.DENO_TLS_CA_STORE ?? 'system,mozilla',
        ...caEnv(),
        ...proxyEnv(),
        DENO_DIR: path.join(CACHE_DIR, 'deno'),
        DENO_NO_UPDATE_CHECK: '1',
        NO_COLOR: '1',
        ...o.defaultEnv,
        ...readEnvFile(path.join(dir, '.env')),
        SUPABASE_URL: ctx.url,
        SUPABASE_ANON_KEY: o.anonKey,
        SUPABASE_SERVICE_ROLE_KEY: o.serviceRoleKey,
        SUPABASE_DB_URL: ctx.db.uri,
        ...o.env,
        LOCAL_SUPABASE_FN_PORT: String(port),
        LOCAL_SUPABASE_FN_ENTRY: 'file://' + entry,
      },
    });
    const r: Running = { child, port, log: '', ready: Promise.resolve() };
    live.add(r);
    child.once('exit', () => live.delete(r));
    r.ready = new Promise<void>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`function ${name} did not start in ${START_TIMEOUT / 1000} s`)),
        START_TIMEOUT,
      );
      const onData = (b: Buffer) => {
        const s = b.toString();
        r.log = (r.log + s).slice(-8000);
        if (s.includes('LOCAL_SUPABASE_FN_LISTENING')) {
          clearTimeout(timer);
          resolve();
        } else if (s.includes('LOCAL_SUPABASE_FN_NO_SERVE')) {
          clearTimeout(timer);
          reject(new Error(`function ${name} never called Deno.serve`));
        }
        if (!ctx.quiet)
          for (const line of s.split('\n'))
            if (line && !line.startsWith('LOCAL_SUPABASE_FN')) console.log(`[fn ${name}] ${line}`);
      };
      child.stdout!.on('data', onData);
      child.stderr!.on('data', onData);
      child.once('exit', (code) => {
        clearTimeout(timer);
        running.delete(name);
        reject(new Error(`function ${name} exited with code ${code}:\n${r.log.slice(-2000)}`));
      });
    });
    r.ready.catch(() => {});
    return r;
  };

  const handle = async (_c: Ctx, req: IncomingMessage, res: ServerResponse, rest: string, url: URL) => {
    const m = /^\/([A-Za-z0-9_-]+)(\/.*)?$/.exec(rest);
    const name = m?.[1];
    const entry = name ? path.join(dir, name, 'index.ts') : '';
    if (!name || name.startsWith('_') || !fs.existsSync(entry)) {
      return sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
    }
    if (verifyJwt(path.dirname(dir), name)) {
      const token = bearer(req);
      if (!token) return sendJson(res, 401, { code: 401, message: 'Missing authorization header' });
      if (!(await ctx.jwt.verify(token))) return sendJson(res, 401, { code: 401, message: 'Invalid JWT' });
    }
    if (stopped) return sendJson(res, 503, { code: 503, message: 'Shutting down' });
    let r: Running;
    for (let attempt = 1; ; attempt++) {
      let starting = running.get(name);
      if (!starting) {
        starting = launch(name, entry);
        running.set(name, starting);
      }
      r = await starting;
      try {
        await r.ready;
        break;
      } catch (err: any) {
        if (running.get(name) === starting) running.delete(name);
        r.child.kill('SIGKILL');
        // The free port chosen before Deno listened was taken meanwhile by another process (a busy CI
        // machine): start it again on another port rather than fail the request.
        if (attempt < 3 && /AddrInUse|EADDRINUSE/.test(String(err?.message ?? err))) continue;
        return sendJson(res, 500, {
          code: 'BOOT_ERROR',
          message: 'Function failed to start',
          detail: String(err?.message ?? err),
        });
      }
    }
    // Like the edge runtime's wall-clock limit: a function that never answers gets a 504, not a hang.
    return proxy(req, res, r.port, `/${name}${m?.[2] ?? ''}${url.search}`, { timeoutMs: 150_000 });
  };

  return {
    handle,
    async stop() {
      stopped = true;
      await Promise.all(
        [...live].map(async (r) => {
          if (r.child.exitCode !== null) return;
          const exited = new Promise((done) => r.child.once('exit', done));
          r.child.kill('SIGTERM');
          const t = setTimeout(() => r.child.kill('SIGKILL'), 2000);
          await exited;
          clearTimeout(t);
        }),
      );
      running.clear();
    },
  };
}
