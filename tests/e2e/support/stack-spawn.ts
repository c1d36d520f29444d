import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../../', import.meta.url));

export type SpawnedStack = { url: string; serviceRoleKey: string; anonKey: string; stop: () => Promise<void> };

/**
 * A local-supabase stack of its own (stack-process.ts: in memory on a free port, demo data, serving the app build
 * of E2E_STATIC_DIR, else dist/), ready when this resolves. The whole run's shared stack is one (global-setup.ts);
 * a story that needs a fresh project starts another (support/own-stack.ts).
 */
export async function spawnStack(options: { freshProject?: boolean } = {}): Promise<SpawnedStack> {
  const staticDir = process.env.E2E_STATIC_DIR || `${root}dist`;
  if (!existsSync(`${staticDir}/index.html`)) {
    throw new Error(
      `${staticDir}/index.html is missing: run \`VITE_SUPABASE_URL= npx vite build\` first (npm test does it).`,
    );
  }
  const child = spawn(process.execPath, ['--import', 'tsx', 'tests/e2e/support/stack-process.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, E2E_FRESH_PROJECT: options.freshProject ? '1' : '' },
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
  const stop = async () => {
    if (child.exitCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((r) => {
      const t = setTimeout(() => (child.kill('SIGKILL'), r(null)), 10_000);
      child.once('exit', () => (clearTimeout(t), r(null)));
    });
  };
  return { ...info, stop };
}
