import { spawnStack } from './stack-spawn';

/**
 * One backend for the whole e2e run: local-supabase in memory on a free port,
 * serving the app build (E2E_STATIC_DIR, else dist/; built with an empty VITE_SUPABASE_URL, so app and API share
 * the origin). E2E_BASE_URL is handed to the workers through the environment.
 * Set E2E_BASE_URL yourself to test against an already running server.
 */
export default async function globalSetup() {
  if (process.env.E2E_BASE_URL) return;
  const stack = await spawnStack();
  process.env.E2E_BASE_URL = stack.url;
  process.env.E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey;
  process.env.E2E_ANON_KEY = stack.anonKey;
  return stack.stop;
}
