#!/usr/bin/env node
// npm start: the local backend (persisted in .local-supabase/, migrated and
// seeded on first run) on 54321 and the Vite dev server on 5173. Ctrl-C stops both.
// Ports can be changed with BACKEND_PORT and APP_PORT. With VITE_SUPABASE_URL
// set (e.g. in .env.local, pointing at a real project) only the app starts.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const backendPort = Number(process.env.BACKEND_PORT || 54321);
const appPort = Number(process.env.APP_PORT || 5173);

function envFileUrl() {
  for (const file of ['.env.local', '.env']) {
    if (!existsSync(`${root}${file}`)) continue;
    const m = /^VITE_SUPABASE_URL=(.*)$/m.exec(readFileSync(`${root}${file}`, 'utf8'));
    if (m && m[1].trim()) return m[1].trim();
  }
  return undefined;
}
const externalUrl = process.env.VITE_SUPABASE_URL || envFileUrl();
const useLocal = !externalUrl || /^http:\/\/(127\.0\.0\.1|localhost):54321\/?$/.test(externalUrl);
const backendUrl = useLocal ? `http://127.0.0.1:${backendPort}` : externalUrl;

const children = [];
let stopping = false;
function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
  Promise.all(children.map((c) => (c.exitCode !== null ? null : new Promise((r) => c.once('exit', r))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

function run(name, args, env = {}, onLine) {
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const forward = (stream, out) => {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) {
        if (onLine?.(line) !== false) out.write(`[${name}] ${line}\n`);
      }
    });
  };
  forward(child.stdout, process.stdout);
  forward(child.stderr, process.stderr);
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(`[${name}] exited with code ${code}; stopping.`);
      stopAll(code || 1);
    }
  });
  return child;
}

function startBackend() {
  return new Promise((resolve) => {
    console.log(`Starting local-supabase on ${backendUrl} (first run migrates and seeds; this can take a minute)...`);
    run(
      'backend',
      ['--import', 'tsx', 'local-supabase/src/cli.ts', '--port', String(backendPort), '--quiet'],
      {},
      (line) => {
        if (line.includes('local-supabase is running')) resolve();
        return true;
      },
    );
  });
}

function startApp() {
  return new Promise((resolve) => {
    run(
      'app',
      [`${root}node_modules/vite/bin/vite.js`, '--host', '127.0.0.1', '--port', String(appPort), '--strictPort'],
      { VITE_SUPABASE_URL: backendUrl },
      (line) => {
        if (/ready in/i.test(line)) resolve();
        return !/^\s*$/.test(line);
      },
    );
  });
}

if (useLocal) await startBackend();
await startApp();
console.log(`
  Canadian Blind Hockey registration is running.

  App:      http://127.0.0.1:${appPort}/
  Backend:  ${backendUrl}${useLocal ? `   (mailbox: ${backendUrl}/_dev/mail)` : ''}

  Demo logins (password demo-password-2026):
    admin@example.org        administrator
    parent@example.org       parent/guardian with two children
    player@example.org       player (participant)
    coach@example.org        coach
    volunteer@example.org    volunteer
    coordinator@example.org  program coordinator

  Press Ctrl-C to stop.
`);
