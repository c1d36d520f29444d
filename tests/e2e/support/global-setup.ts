import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * One backend for the whole e2e run: local-supabase in memory on a free port,
 * serving the app build (E2E_STATIC_DIR, else dist/; built with an empty VITE_SUPABASE_URL, so app and API share
 * the origin). E2E_BASE_URL is handed to the workers through the environment.
 * Set E2E_BASE_URL yourself to test against an already running server.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  // scripts/test.mjs builds into a folder of its own and names it in E2E_STATIC_DIR; else dist/.
  const staticDir = process.env.E2E_STATIC_DIR || `${root}dist`;
  if (!existsSync(`${staticDir}/index.html`)) {
    throw new Error(
      `${staticDir}/index.html is missing: run \`VITE_SUPABASE_URL= npx vite build\` first (npm test does it).`,
    );
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/stack-process.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env },
  });
  const info = await new Promise<{ url: string; serviceRoleKey: string; anonKey: string }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('local-supabase did not start within 120 s')), 120_000);
    const lines = createInterface({ input: child.stdout! });
    lines.on('line', (line) => {
      if (!line.startsWith('{')) return process.stdout.write(`${line}\n`);
      clearTimeout(timer);
      resolve(JSON.parse(line));
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`local-supabase exited early (code ${code})`));
    });
  });
  process.env.E2E_BASE_URL = info.url;
  process.env.E2E_SERVICE_ROLE_KEY = info.serviceRoleKey;
  process.env.E2E_ANON_KEY = info.anonKey;
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => {
      const t = setTimeout(() => (child.kill('SIGKILL'), r(null)), 10_000);
      child.once('exit', () => (clearTimeout(t), r(null)));
    });
  };
}
