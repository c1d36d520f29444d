import type { Db } from './db/types.ts';
import type { Jwt } from './jwt.ts';
import type { LocalMail } from './mail/server.ts';

/** What every route handler gets. */
export interface Ctx {
  db: Db;
  jwt: Jwt;
  url: string; // the gateway URL, e.g. http://127.0.0.1:54321
  quiet: boolean;
  mail?: LocalMail; // the local SMTP catcher (dev pages)
  /** bcrypt cost of new password hashes: GoTrue's 10, unless the stack was started with a lower one (tests). */
  passwordHashCost?: number;
}

/** GoTrue's bcrypt cost (bcrypt.DefaultCost). */
export const PASSWORD_HASH_COST = 10;
