import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { fileURLToPath } from 'node:url';

export default defineConfig({
  plugins: [react(), tailwindcss()],
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@domain': fileURLToPath(new URL('./supabase/functions/_shared/domain', import.meta.url)),
    },
  },
  server: { host: '127.0.0.1', port: 5173 },
  build: { outDir: 'dist', sourcemap: false },
});
