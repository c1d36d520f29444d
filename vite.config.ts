import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { routePreload } from './scripts/vite-route-preload.ts';
import { DEMO_ANON_KEY } from './src/lib/env.ts';
import { publicRestHeaders } from './src/lib/public-rest.ts';
import { PROGRAMS_LIST_QUERY } from './src/features/programs/api/programs-list-query.ts';

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  return {
    plugins: [
      react(),
      tailwindcss(),
      // Public routes: their lazy chunks load beside the entry, not after it (issue 12).
      routePreload(
        {
          '/': { page: 'src/features/landing/components/landing-page.tsx' },
          '/login': { page: 'src/features/auth/components/login-page.tsx' },
          '/signup': { page: 'src/features/auth/components/signup-page.tsx' },
          '/programs': {
            page: 'src/features/programs/components/programs-page.tsx',
            namespaces: ['programs'],
            rest: [PROGRAMS_LIST_QUERY],
          },
        },
        ['en', 'fr'],
        'preferredLanguage',
        // As src/lib/env.ts reads them at run time: empty URL means the app's own origin.
        { url: env.VITE_SUPABASE_URL, headers: publicRestHeaders(env.VITE_SUPABASE_ANON_KEY || DEMO_ANON_KEY) },
      ),
    ],
    resolve: {
      alias: {
        '@': fileURLToPath(new URL('./src', import.meta.url)),
        '@domain': fileURLToPath(new URL('./supabase/functions/_shared/domain', import.meta.url)),
      },
    },
    server: { host: '127.0.0.1', port: 5173 },
    build: { outDir: 'dist', sourcemap: false },
  };
});
