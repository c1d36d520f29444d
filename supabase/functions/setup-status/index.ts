// POST (an administrator's token) -> { ready, checks: [{ id, status, facts }] }: the launch checklist of /admin/setup
// (issue 36 point 2). The database refuses anyone else (admin_setup_status(), 403 admin_only here). No secret value
// is returned: only whether each setting is there and what the database last saw.
import { activeCaller, callerClient } from '../_shared/clients.ts';
import { fail, json, postHandler } from '../_shared/http.ts';
import { setupStatus } from '../_shared/setup-status.ts';

const env = (name: string) => Deno.env.get(name);

Deno.serve(
  postHandler(async (req) => {
    const caller = await activeCaller(req, env);
    if (caller instanceof Response) return caller;
    try {
      return json(200, await setupStatus(env, callerClient(req, env)));
    } catch (err) {
      if ((err as { hint?: string }).hint === 'admin_only') return fail(403, 'admin_only', 'Administrators only');
      throw err;
    }
  }),
);
