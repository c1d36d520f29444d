// Data of the payments backend tests: parents, children and paid programs of
// their own (unique names), and helpers calling the payment functions the way
// the browser does (supabase-js functions.invoke with the app's Origin).
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestStack } from '../support/stack.ts';
import { confirmConcussion } from './db-helpers.ts';

export const APP_ORIGIN = 'http://localhost:5173';
export const PASSWORD = 'payments-pass-1';

export type Parent = { id: string; email: string; client: SupabaseClient; kids: { id: string; name: string }[] };

let n = 0;
/**
 * A new parent with children (10 years old). Each child has a valid yearly concussion safety confirmation
 * (issue 24) unless `confirmed` is false: the checkout refuses a child without one.
 */
export async function makeParent(
  stack: TestStack,
  tag: string,
  kids = ['Ava', 'Ben'],
  confirmed = true,
): Promise<Parent> {
  n += 1;
  const email = `pay-${tag}-${n}-${randomUUID().slice(0, 8)}@example.org`;
  const client = await stack.signUp(email, PASSWORD, {
    role: 'parent_guardian',
    first_name: 'Pat',
    last_name: `Payer${n}`,
  });
  const { data } = await client.auth.getUser();
  const id = data.user!.id;
  const rows = await stack.sql<{ id: string; first_name: string; last_name: string }>(
    `insert into public.participants (user_id, parent_guardian_id, first_name, last_name, date_of_birth)
     select $1, $1, k, 'Kid${n}', current_date - 3650 from unnest($2::text[]) k returning id, first_name, last_name`,
    [id, kids],
  );
  if (confirmed)
    await confirmConcussion(
      stack,
      rows.map((r) => r.id),
    );
  return { id, email, client, kids: rows.map((r) => ({ id: r.id, name: `${r.first_name} ${r.last_name}` })) };
}

/** The legal documents in force for a program in one language (their ids), as the registration screen shows them. */
export type ConsentDocuments = { waiver: string; media: string; concussion: string };
export type Program = {
  id: string;
  name: string;
  regular: string;
  lastSpot: string;
  question: string;
  /** The documents in force, by language. */
  documents: Record<'en' | 'fr', ConsentDocuments>;
};

/** The ids of the documents in force for a program in a language (public.consent_documents_in_force). */
export async function documentsInForce(
  stack: TestStack,
  programId: string,
  language: 'en' | 'fr' = 'en',
): Promise<ConsentDocuments> {
  const [d] = await stack.sql<{ waiver: string; media: string; concussion: string }>(
    `select v -> 'waiver' ->> 'id' as waiver, v -> 'media_consent' ->> 'id' as media,
            v -> 'concussion_awareness' ->> 'id' as concussion
     from public.consent_documents_in_force($1, $2) v`,
    [programId, language],
  );
  return d;
}

/** An active paid program: Regular 120.00 (default), Last spot 80.00 (1 spot), code HALF at 60.00, one required question. */
export async function makeProgram(stack: TestStack, tag: string): Promise<Program> {
  const name = `Payments ${tag} ${randomUUID().slice(0, 6)}`;
  const [p] = await stack.sql<{ id: string }>(
    `insert into public.programs (name, start_date, end_date, location, price, is_active, financial_assistance_enabled)
     values ($1, current_date + 20, current_date + 22, 'Rink', 12000, true, true) returning id`,
    [name],
  );
  const tiers = await stack.sql<{ id: string; name: string }>(
    `insert into public.program_price_tiers (program_id, name, price, max_spots, is_default, display_order)
     values ($1, 'Regular', 12000, null, true, 0), ($1, 'Last spot', 8000, 1, false, 1) returning id, name`,
    [p.id],
  );
  await stack.sql(
    `insert into public.financial_assistance_codes (program_id, code, price, max_uses) values ($1, 'HALF', 6000, 5)`,
    [p.id],
  );
  const [q] = await stack.sql<{ id: string }>(
    `insert into public.registration_questions (program_id, question_text, question_type, required) values ($1, 'Jersey size?', 'text', true) returning id`,
    [p.id],
  );
  return {
    id: p.id,
    documents: { en: await documentsInForce(stack, p.id, 'en'), fr: await documentsInForce(stack, p.id, 'fr') },
    name,
    regular: tiers.find((t) => t.name === 'Regular')!.id,
    lastSpot: tiers.find((t) => t.name === 'Last spot')!.id,
    question: q.id,
  };
}

/**
 * The spec's checkout body for `kids` at `tier` (amount = what the screen would compute), with the legal documents
 * in force in the body's language (`extra.language`, English by default).
 */
export function checkoutBody(
  program: Program,
  kids: { id: string; name: string }[],
  tier: string,
  amount: number,
  extra: Record<string, unknown> = {},
) {
  const docs = program.documents[extra.language === 'fr' ? 'fr' : 'en'];
  return {
    amount,
    programName: program.name,
    participantNames: kids.map((k) => k.name),
    metadata: {
      programId: program.id,
      selectedParticipants: kids.map((k) => k.id),
      participantPriceTiers: Object.fromEntries(kids.map((k) => [k.id, tier])),
      financialAssistanceCodes: {},
      waiverAccepted: true,
      mediaConsentAccepted: true,
      concussionAwarenessAccepted: true,
      agreementResponses: { [program.question]: 'M' },
      userId: '00000000-0000-0000-0000-000000000000',
      waiverDocumentId: docs.waiver,
      mediaConsentDocumentId: docs.media,
      concussionDocumentId: docs.concussion,
      language: 'en',
      ...extra,
    },
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the functions' JSON answers, asserted field by field
export type Answer = { status: number; body: any };

/** Invokes a function as `client`, returning the HTTP status and JSON body (errors included). */
export async function call(client: SupabaseClient, name: string, body: unknown, origin = APP_ORIGIN): Promise<Answer> {
  const { data, error, response } = await client.functions.invoke(name, {
    body: body as Record<string, unknown>,
    headers: { origin },
  });
  if (!error) return { status: response?.status ?? 200, body: data };
  const res = (error as { context?: Response }).context;
  if (!res || typeof res.json !== 'function') throw error;
  return { status: res.status, body: await res.json() };
}

/** Clicks Pay (or Cancel) on the TEST MODE checkout page; returns where it redirects. */
export async function submitTestCheckout(stack: TestStack, sessionId: string, action: 'pay' | 'cancel') {
  const res = await fetch(`${stack.url}/_dev/checkout/${sessionId}/${action}`, { method: 'POST', redirect: 'manual' });
  return { status: res.status, location: res.headers.get('location') };
}

export async function registrationsOf(stack: TestStack, programId: string) {
  return stack.sql<{
    id: string;
    participant_id: string;
    status: string;
    amount_paid: number;
    checkout_session_id: string | null;
    payment_intent_id: string | null;
  }>(
    `select id, participant_id, status, amount_paid, checkout_session_id, payment_intent_id
     from public.registrations where program_id = $1 order by created_at`,
    [programId],
  );
}
