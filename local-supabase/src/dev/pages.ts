// The extension point for /_dev/*: a project plugs in its own developer pages (a
// test-mode payment page, a view of its mail queue...) without local-supabase knowing
// its tables. Pages come from StackOptions.devPages, else from the module
// StackOptions.devPagesModule names (default supabase/local/index.ts, when it exists),
// which exports `devPages`. See local-supabase/README.md, "Developer pages".
import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { pathToFileURL } from 'node:url';
import type { Query } from '../db/types.ts';
import type { LocalMail } from '../mail/server.ts';

/** What a developer page gets besides the request. */
export interface DevPageContext {
  /** Superuser SQL on the stack's database, serialised with everything else. */
  sql: Query;
  /** The gateway URL, e.g. http://127.0.0.1:54321. */
  url: string;
  /** The local SMTP catcher (its received messages). */
  mail?: LocalMail;
}

export interface DevPage {
  /** Path it answers, under /_dev/: every path that starts with it (longest prefix wins), e.g. '/_dev/mail'. */
  prefix: string;
  /** Link text on the /_dev/ index; pages without a title (those that need an id) are not listed. */
  title?: string;
  handle(req: IncomingMessage, res: ServerResponse, ctx: DevPageContext): Promise<void> | void;
}

/** The pages sorted longest prefix first, after checking that each lives under /_dev/. */
export function checkDevPages(pages: DevPage[]): DevPage[] {
  for (const p of pages) {
    if (!/^\/_dev\/[^/]/.test(p.prefix))
      throw new Error(`local-supabase: dev page prefix must start with /_dev/: ${p.prefix}`);
  }
  return [...pages].sort((a, b) => b.prefix.length - a.prefix.length);
}

/** The `devPages` export of a module; none when the file does not exist. */
export async function loadDevPages(file: string): Promise<DevPage[]> {
  if (!fs.existsSync(file)) return [];
  const mod = (await import(/* @vite-ignore */ pathToFileURL(file).href)) as { devPages?: DevPage[] };
  if (!Array.isArray(mod.devPages)) throw new Error(`local-supabase: ${file} does not export devPages (an array)`);
  return mod.devPages;
}
