// Where things live, relative to the project root (this file is local-supabase/src/paths.ts).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BOOTSTRAP_SQL = path.join(ROOT, 'local-supabase/sql/bootstrap.sql');
export const SUPABASE_DIR = path.join(ROOT, 'supabase');
export const MIGRATIONS_DIR = path.join(SUPABASE_DIR, 'migrations');
export const SEED_SQL = path.join(SUPABASE_DIR, 'seed.sql');
export const FUNCTIONS_DIR = path.join(SUPABASE_DIR, 'functions');
// The project's developer pages for /_dev/ (src/dev/pages.ts), when the file exists.
export const DEV_PAGES_MODULE = path.join(SUPABASE_DIR, 'local/index.ts');
export const CACHE_DIR = path.join(ROOT, 'node_modules/.cache/local-supabase');
export const DEFAULT_DATA_DIR = path.join(ROOT, '.local-supabase/db');
