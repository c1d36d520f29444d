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
  /** bcrypt cost of new password hashes (auth/passwords.ts): GoTrue's 10 unless set lower (tests). */
  passwordHashCost?: number;
}
