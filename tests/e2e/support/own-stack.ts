import { test as base } from './test';
import { spawnStack, type SpawnedStack } from './stack-spawn';

const ENV = ['E2E_BASE_URL', 'E2E_SERVICE_ROLE_KEY', 'E2E_ANON_KEY'] as const;

/**
 * `test` on a stack of the story's own, started for each test: a fresh project (demo data, nothing an administrator
 * set), for a story that changes what every other story relies on (the organisation's details). The page, the
 * service client and the sign-in helpers all point at it while the test runs (E2E_* are the shared stack's again
 * after it).
 */
export const test = base.extend<{ ownStack: SpawnedStack }>({
  ownStack: async ({}, use) => {
    const stack = await spawnStack({ freshProject: true });
    const saved = ENV.map((name) => process.env[name]);
    process.env.E2E_BASE_URL = stack.url;
    process.env.E2E_SERVICE_ROLE_KEY = stack.serviceRoleKey;
    process.env.E2E_ANON_KEY = stack.anonKey;
    try {
      await use(stack);
    } finally {
      ENV.forEach((name, i) => (saved[i] === undefined ? delete process.env[name] : (process.env[name] = saved[i])));
      await stack.stop();
    }
  },
  baseURL: async ({ ownStack }, use) => use(ownStack.url),
});
export { expect } from './test';
