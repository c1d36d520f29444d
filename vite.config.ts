import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';
import { routePreload } from './scripts/vite-route-preload.ts';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // Public routes: their lazy chunks load beside the entry, not after it (issue 12).
    routePreload(
      {
        '/': { page: 'src/features/landing/components/landing-page.tsx' },
        '/login': { page: 'src/features/auth/components/login-page.tsx' },
        '/signup': { page: 'src/features/auth/components/signup-page.tsx' },
        '/programs': { page: 'src/features/programs/components/programs-page.tsx', namespaces: ['programs'] },
      },
      ['en', 'fr'],
      'preferredLanguage',
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
});
