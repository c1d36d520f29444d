// What the schedule tests (tests/db/schedules*.test.ts) give the migrations' jobs to do: a waiting-list offer that
// lapsed with a family next in line (process-waitlist-offers passes it on), and a queued e-mail (deliver-emails
// sends it). Made with superuser SQL, as tests/db/waitlist.test.ts's fixtures make them.
import type { Stack } from '../../local-supabase/src/stack.ts';
import { users } from './seed-ids.ts';

type Sql = Stack['sql'];

async function child(sql: Sql, first: string): Promise<string> {
  const owner = users.parent.id;
  const [row] = await sql<{ id: string }>(
    `insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth)
     values ($1, $1, $2, 'Schedule', current_date - 3650) returning id`,
    [owner, first],
  );
  await sql(
    `insert into public.concussion_confirmations (participant_id, role, awareness_document_id,
       code_of_conduct_document_id, guardian_id, language, confirmed_by, valid_until)
     select $1, 'athlete', aw, coc, $2, 'en', $2, (private.toronto_today() + interval '12 months')::date
     from (select private.legal_document_in_force('concussion_awareness', null, 'en') aw,
                  private.legal_document_in_force('concussion_code_of_conduct', null, 'en') coc) d
     where aw is not null and coc is not null`,
    [row.id, owner],
  );
  return row.id;
}

/**
 * A full program (one place) whose waiting list has two entries: the first was offered the place and let the offer
 * lapse a minute ago, the second waits. Resolves with the two entries' ids.
 */
export async function lapsedOffer(sql: Sql): Promise<{ lapsed: string; next: string }> {
  const owner = users.parent.id;
  const [program] = await sql<{ id: string }>(
    `insert into public.programs (name, name_fr, start_date, end_date, price, is_active, max_participants,
       waitlist_offer_hours)
     values ('Schedule camp', 'Camp horaire', current_date + 20, current_date + 50, 0, true, 1, 48) returning id`,
  );
  const [taken] = await sql<{ id: string }>(
    `insert into public.registrations (participant_id, program_id, user_id, status,
       waiver_agreed, media_consent_agreed, concussion_awareness_agreed)
     values ($1, $2, $3, 'approved', true, true, true) returning id`,
    [await child(sql, 'Taken'), program.id, owner],
  );
  const entries: string[] = [];
  for (const [i, first] of ['First', 'Second'].entries()) {
    const [e] = await sql<{ id: string }>(
      `insert into public.waitlist_entries (program_id, participant_id, user_id, sort_key)
       values ($1, $2, $3, $4) returning id`,
      [program.id, await child(sql, first), owner, i + 1],
    );
    entries.push(e.id);
  }
  // The place frees: the first in line is offered it at once; then that offer lapses.
  await sql(`update public.registrations set status = 'cancelled' where id = $1`, [taken.id]);
  await sql(
    `update public.waitlist_entries set offered_at = now() - interval '3 days',
       offer_expires_at = now() - interval '1 minute' where id = $1 and status = 'offered'`,
    [entries[0]],
  );
  return { lapsed: entries[0], next: entries[1] };
}

export async function entryStatus(sql: Sql, id: string): Promise<string> {
  return (await sql<{ status: string }>(`select status from public.waitlist_entries where id = $1`, [id]))[0].status;
}

/** The waiting-list offer e-mail of an entry (null until queued). */
export async function offerMail(sql: Sql, entryId: string): Promise<{ id: string; status: string } | null> {
  const [row] = await sql<{ id: string; status: string }>(
    `select id, status from public.email_outbox where template = 'waitlist_offer' and payload ->> 'entry_id' = $1`,
    [entryId],
  );
  return row ?? null;
}

/** A message queued in the outbox, without the trigger's own request for a delivery run (only the job's counts). */
export async function queuedMail(sql: Sql, to: string): Promise<string> {
  const [row] = await sql<{ id: string }>(
    `insert into public.email_outbox (to_email, language, template, subject, body)
     values ($1, 'en', 'custom_notice', 'A notice', 'Plain body') returning id`,
    [to],
  );
  await sql(`delete from net.http_request_queue`);
  return row.id;
}

export async function mailStatus(sql: Sql, id: string): Promise<string> {
  return (await sql<{ status: string }>(`select status from public.email_outbox where id = $1`, [id]))[0].status;
}

/** The next 08:17 UTC after `after` (purge-expired-records' time). */
export function next0817(after: Date): Date {
  const d = new Date(Date.UTC(after.getUTCFullYear(), after.getUTCMonth(), after.getUTCDate(), 8, 17));
  if (d.getTime() <= after.getTime()) d.setUTCDate(d.getUTCDate() + 1);
  return d;
}
