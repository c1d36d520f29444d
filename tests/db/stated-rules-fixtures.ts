// Fixtures of tests/db/stated-rules.test.ts (issue 33 point 7e): families, programs, an approved aid code.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { expect } from 'vitest';
import type { TestStack } from '../support/stack.ts';
import { users } from './seed-ids.ts';

export type Family = { id: string; db: SupabaseClient; kids: { id: string; name: string }[] };

let n = 0;
/** A family account with children whose yearly concussion confirmation is valid. */
export async function newFamily(stack: TestStack, kids: string[]): Promise<Family> {
  n += 1;
  const email = `rules-${n}-${randomUUID().slice(0, 8)}@example.org`;
  const db = await stack.signUp(email, 'rules-password-1', {
    role: 'parent_guardian',
    first_name: 'Hal',
    last_name: `F${n}`,
  });
  const id = (await db.auth.getUser()).data.user!.id;
  const rows = await stack.sql<{ id: string; first_name: string; last_name: string }>(
    `insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth)
     select $1, $1, k, 'Kid${n}', current_date - 3650 from unnest($2::text[]) k returning id, first_name, last_name`,
    [id, kids],
  );
  await stack.sql(
    `insert into public.concussion_confirmations (participant_id, role, awareness_document_id,
       code_of_conduct_document_id, guardian_id, language, confirmed_by, valid_until)
     select i, 'athlete', private.legal_document_in_force_or_english('concussion_awareness', null, 'en'),
       private.legal_document_in_force_or_english('concussion_code_of_conduct', null, 'en'), $2, 'en', $2,
       (private.toronto_today() + interval '12 months')::date
     from unnest($1::uuid[]) i`,
    [rows.map((r) => r.id), id],
  );
  return { id, db, kids: rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}` })) };
}

/** A program at `price` cents, no price options, capacity `max`, financial assistance `aid`. */
export async function program(
  stack: TestStack,
  price: number,
  aid: boolean,
  max: number | null = null,
): Promise<string> {
  const [p] = await stack.sql<{ id: string }>(
    `insert into public.programs (name, start_date, end_date, price, is_active, financial_assistance_enabled,
       max_participants) values ($1, current_date + 20, current_date + 21, $2, true, $3, $4) returning id`,
    [`Rules ${randomUUID().slice(0, 6)}`, price, aid, max],
  );
  return p.id;
}

/** A program whose one place is taken (by the seed's parent), so anyone may join its waiting list. */
export async function fullProgram(stack: TestStack): Promise<string> {
  const id = await program(stack, 0, false, 1);
  await stack.sql(
    `with c as (insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth)
       values ($2, $2, 'Taken', 'Place', current_date - 3650) returning id)
     insert into public.registrations (participant_id, program_id, user_id, status, waiver_agreed,
       media_consent_agreed, concussion_awareness_agreed)
     select c.id, $1, $2, 'approved', true, true, true from c`,
    [id, users.parent.id],
  );
  return id;
}

/** The family's request for `kids`, approved by the admin at `price`: the code's row. */
export async function approvedCode(
  stack: TestStack,
  admin: SupabaseClient,
  f: Family,
  programId: string,
  kids: string[],
  price: number,
) {
  const { data: requestId, error } = await f.db.rpc('request_financial_aid', {
    p_program_id: programId,
    p_participant_ids: kids,
    p_can_pay_cents: price,
  });
  expect(error).toBeNull();
  const decided = await admin.rpc('admin_decide_financial_aid', {
    p_request_id: requestId,
    p_approve: true,
    p_price_cents: price,
  });
  expect(decided.error).toBeNull();
  const [code] = await stack.sql<{ id: string; code: string }>(
    `select id, code from public.financial_assistance_codes where request_id = $1`,
    [requestId],
  );
  return code;
}
