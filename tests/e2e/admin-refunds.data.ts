// Data of the refund stories (admin-refunds, admin-outside-refunds): the locale reader and a family with a
// refund request.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { serviceClient, type Lang } from './support/test';
import { newAccount, newParticipant, newProgram } from './my-registrations.data';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- locale JSON read as the app reads it
export const locale = (lang: Lang, ns: string): any =>
  JSON.parse(readFileSync(new URL(`../../src/locales/${lang}/${ns}.json`, import.meta.url), 'utf8'));

/**
 * A family whose child's 150.00 payment they cancelled with a refund request (as cancel_registration leaves it):
 * paid by card, or outside the site (no payment intent: cash, cheque, e-transfer) when `card` is false. Each story
 * names its child (`childName`), so one story's rows are never another's.
 */
export async function familyWithRequest(
  lang: Lang,
  { card = true, childName = lang === 'fr' ? 'Zoé' : 'Charlie' }: { card?: boolean; childName?: string } = {},
) {
  const parent = await newAccount('parent_guardian', lang === 'fr' ? 'Élise' : 'Paula', lang);
  const child = await newParticipant(parent, childName, true);
  const program = await newProgram(lang === 'fr' ? 'Camp de printemps' : 'Spring camp', 25, 15000);
  const at = new Date().toISOString();
  const { data, error } = await serviceClient()
    .from('registrations')
    .insert({
      participant_id: child,
      program_id: program.id,
      user_id: parent.id,
      status: 'approved',
      amount_paid: 15000,
      payment_intent_id: card ? `pi_test_${randomUUID().replace(/-/g, '')}` : null,
      waiver_agreed: true,
      waiver_agreed_at: at,
      media_consent_agreed: true,
      media_consent_agreed_at: at,
      concussion_awareness_agreed: true,
      concussion_awareness_agreed_at: at,
    })
    .select('id')
    .single();
  if (error) throw error;
  const id = (data as { id: string }).id;
  const cancelled = await parent.db.rpc('cancel_registration', {
    p_registration_id: id,
    p_reason: 'schedule_conflict',
    p_refund: true,
  });
  if (cancelled.error) throw cancelled.error;
  return { parent, person: `${childName} Tester`, program, id };
}
