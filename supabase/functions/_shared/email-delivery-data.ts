// The data a queued e-mail's template needs that its email_outbox row does not
// hold (issue 19), read with the service role: for a message about one
// registration, the registration, its program, the participant (or volunteer)
// and the account holder's first name; for a payment receipt, the checkout,
// its registrations and the payer. Null: the row's stored text is sent instead.
// Program names and locations are in the row's language (issue 22): the French
// when the message is French and the program has it, otherwise the English,
// said to be English so the HTML part marks it with lang="en".
import type { Db } from './clients.ts';
import type { OutboxRow } from './email-delivery.ts';
import type { Lang } from './email/format.ts';
import { inLanguage, languageOf } from './email/localized.ts';
import type { PaymentReceiptData, ReceiptLine, RefundProcessedData, WaitlistOfferData } from './email/types.ts';
import type { Stripe } from './payments-stripe.ts';
import { personName } from './domain/person-name.ts';
import { listPrice } from './domain/price-rule.ts';

type Payload = Record<string, unknown>;
const text = (v: unknown): string | null => (typeof v === 'string' && v ? v : null);
const cents = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) && v >= 0 ? v : null);
const fullName = (p: { first_name: string | null; last_name: string | null } | null) =>
  p ? personName(p.first_name, p.last_name) : '';

export type EmailDataDeps = {
  service: Db;
  siteUrl: string;
  /** Stripe, when configured: the receipt asks it for the card's last four digits it does not have yet. */
  stripe?: Stripe | null;
};

const REGISTRATION_TEMPLATES = [
  'registration_received',
  'registration_approved',
  'registration_paid',
  'registration_rejected',
  'registration_cancelled',
];

type NameRow = { first_name: string | null; last_name: string | null } | null;
type RegistrationRow = {
  id: string;
  user_id: string | null;
  removed_participant_name: string | null;
  programs: {
    name: string;
    name_fr: string | null;
    start_date: string;
    end_date: string;
    location: string | null;
    location_fr: string | null;
  };
  participants: NameRow;
  volunteer_profiles: NameRow;
};

/** The program lines of a message in its language: name, dates and location. */
function programFields(program: RegistrationRow['programs'], lang: Lang) {
  return {
    programName: inLanguage(program.name, program.name_fr, lang),
    programNameLang: languageOf(program.name_fr, lang),
    startDate: program.start_date,
    endDate: program.end_date,
    location: inLanguage(program.location, program.location_fr, lang),
    locationLang: languageOf(program.location_fr, lang),
  };
}

/** What every message about one registration says: whom it greets, the program, the person, the registration. */
async function registrationFields(
  { service, siteUrl }: EmailDataDeps,
  reg: RegistrationRow,
  payload: Payload,
  lang: Lang,
) {
  return {
    recipientFirstName: reg.user_id ? await firstName(service, reg.user_id) : null,
    siteUrl,
    ...programFields(reg.programs, lang),
    personName:
      fullName(reg.participants ?? reg.volunteer_profiles) ||
      reg.removed_participant_name ||
      text(payload.person_name) ||
      '',
    registrationId: reg.id,
  };
}

/** renderEmail()'s data for the row, or null when the row's stored text is sent instead. */
export async function loadEmailData(deps: EmailDataDeps, row: OutboxRow): Promise<unknown | null> {
  const payload: Payload = row.payload && typeof row.payload === 'object' ? (row.payload as Payload) : {};
  // The language the row was queued in (the recipient's, decided by whoever queued it), as buildEmail reads it.
  const lang: Lang = row.language === 'fr' ? 'fr' : 'en';
  if (row.template === 'payment_receipt') return loadReceipt(deps, payload, lang);
  if (row.template === 'refund_processed') return loadRefund(deps, payload, lang);
  if (row.template === 'waitlist_offer') return loadWaitlistOffer(deps, payload, lang);
  const registrationId = row.registration_id ?? text(payload.registration_id);
  if (!registrationId || !REGISTRATION_TEMPLATES.includes(row.template)) return null;
  const { service } = deps;
  const { data: reg, error } = await service
    .from('registrations')
    .select(
      'id, status, user_id, volunteer_id, amount_paid, refund_amount, refund_reason, removed_participant_name, stripe_session_id, checkout_session_id, programs(name, name_fr, start_date, end_date, location, location_fr), participants(first_name, last_name), volunteer_profiles(first_name, last_name)',
    )
    .eq('id', registrationId)
    .maybeSingle();
  if (error) throw error;
  if (!reg) return null;
  const common = await registrationFields(deps, reg, payload, lang);
  switch (row.template) {
    case 'registration_received':
      return { ...common, isVolunteer: Boolean(reg.volunteer_id), status: text(payload.status) ?? reg.status };
    case 'registration_paid':
      return {
        ...common,
        amountPaidCents: cents(payload.amount_paid) ?? reg.amount_paid ?? 0,
        confirmationId: reg.stripe_session_id ?? reg.checkout_session_id ?? reg.id,
      };
    case 'registration_cancelled':
      // What was asked when the message was queued (the row may change later, e.g. when refunded).
      return { ...common, refundRequestedCents: cents(payload.refund_requested) ?? 0 };
    default:
      return common;
  }
}

async function firstName(service: Db, userId: string): Promise<string | null> {
  const { data, error } = await service.from('user_profiles').select('first_name').eq('id', userId).maybeSingle();
  if (error) throw error;
  return data?.first_name ?? null;
}

/** The receipt of a fulfilled checkout: one line per registration it created. */
async function loadReceipt(deps: EmailDataDeps, payload: Payload, lang: Lang): Promise<PaymentReceiptData | null> {
  const { service, siteUrl } = deps;
  const checkoutId = text(payload.checkout_session_id);
  if (!checkoutId) return null;
  const { data: s, error } = await service
    .from('checkout_sessions')
    .select(
      'id, user_id, provider, amount_total, paid_at, fulfilled_at, receipt_number, card_last4, stripe_session_id, payment_intent_id',
    )
    .eq('id', checkoutId)
    .maybeSingle();
  if (error) throw error;
  if (!s || !s.receipt_number) return null;
  const { data: regs, error: regsError } = await service
    .from('registrations')
    .select(
      'amount_paid, financial_assistance_applied, removed_participant_name, created_at, programs(name, name_fr, price), program_price_tiers(price), participants(first_name, last_name)',
    )
    .eq('checkout_session_id', s.id)
    .order('created_at');
  if (regsError) throw regsError;
  if (!regs?.length) return null;
  const { data: payer, error: payerError } = await service
    .from('user_profiles')
    .select('first_name, last_name')
    .eq('id', s.user_id)
    .maybeSingle();
  if (payerError) throw payerError;
  const lines: ReceiptLine[] = regs.map((r) => {
    const price = listPrice(r.program_price_tiers?.price, r.programs.price ?? r.amount_paid);
    const assistance = r.financial_assistance_applied ? Math.max(0, price - r.amount_paid) : 0;
    return {
      participantName: fullName(r.participants) || r.removed_participant_name || '',
      programName: inLanguage(r.programs.name, r.programs.name_fr, lang),
      programNameLang: languageOf(r.programs.name_fr, lang),
      priceCents: r.amount_paid + assistance,
      assistanceCents: assistance,
      amountCents: r.amount_paid,
    };
  });
  return {
    recipientFirstName: payer?.first_name ?? null,
    siteUrl,
    receiptNumber: s.receipt_number,
    paidAt: s.paid_at ?? s.fulfilled_at ?? new Date().toISOString(),
    payerName: fullName(payer),
    lines,
    totalPaidCents: lines.reduce((sum, l) => sum + l.amountCents, 0),
    cardLast4: s.card_last4 ?? (await stripeCardLast4(deps, s)),
    confirmationId: s.stripe_session_id ?? s.id,
  };
}

/**
 * The last four digits of the card of a Stripe payment (its latest charge),
 * saved on the checkout for next time; null when Stripe is not configured or
 * does not say (the receipt then leaves the line out).
 */
async function stripeCardLast4(
  deps: EmailDataDeps,
  s: { id: string; provider: string; payment_intent_id: string | null },
): Promise<string | null> {
  if (!deps.stripe || s.provider !== 'stripe' || !s.payment_intent_id) return null;
  try {
    const intent = await deps.stripe.paymentIntents.retrieve(s.payment_intent_id, { expand: ['latest_charge'] });
    const charge = intent.latest_charge;
    const last4 = typeof charge === 'object' && charge ? charge.payment_method_details?.card?.last4 : null;
    if (!last4 || !/^[0-9]{4}$/.test(last4)) return null;
    const { error } = await deps.service.from('checkout_sessions').update({ card_last4: last4 }).eq('id', s.id);
    if (error) console.warn(`deliver-emails: card_last4 not saved for checkout ${s.id}: ${error.message}`);
    return last4;
  } catch (err) {
    console.warn(`deliver-emails: no card digits from Stripe for checkout ${s.id}: ${String(err)}`);
    return null;
  }
}

/**
 * A refund (issue 20): its amount and time, the registration's program and
 * person, or for a checkout that was never fulfilled its program and the names
 * it was for; the card's last four digits when the checkout kept them.
 */
async function loadRefund(deps: EmailDataDeps, payload: Payload, lang: Lang): Promise<RefundProcessedData | null> {
  const { service, siteUrl } = deps;
  const refundId = text(payload.refund_id);
  if (!refundId) return null;
  const { data: f, error } = await service
    .from('refunds')
    .select('id, amount, status, completed_at, registration_id, checkout_session_id')
    .eq('id', refundId)
    .maybeSingle();
  if (error) throw error;
  if (!f || f.status !== 'succeeded') return null;
  const amount = { amountRefundedCents: f.amount, refundedAt: f.completed_at ?? new Date().toISOString() };
  if (f.registration_id) {
    const { data: reg, error: regError } = await service
      .from('registrations')
      .select(
        'id, user_id, removed_participant_name, programs(name, name_fr, start_date, end_date, location, location_fr), participants(first_name, last_name), volunteer_profiles(first_name, last_name), checkout_sessions(card_last4)',
      )
      .eq('id', f.registration_id)
      .maybeSingle();
    if (regError) throw regError;
    if (!reg) return null;
    return {
      ...(await registrationFields(deps, reg, payload, lang)),
      cardLast4: reg.checkout_sessions?.card_last4 ?? null,
      ...amount,
    };
  }
  if (!f.checkout_session_id) return null;
  const { data: s, error: sError } = await service
    .from('checkout_sessions')
    .select('id, user_id, card_last4, payload, programs(name, name_fr, start_date, end_date, location, location_fr)')
    .eq('id', f.checkout_session_id)
    .maybeSingle();
  if (sError) throw sError;
  if (!s) return null;
  const lines = (s.payload as Payload | null)?.lines;
  const names = Array.isArray(lines) ? lines.map((l) => text((l as Payload | null)?.name)).filter(Boolean) : [];
  return {
    recipientFirstName: await firstName(service, s.user_id),
    siteUrl,
    ...programFields(s.programs, lang),
    personName: names.join(', ') || text(payload.person_name) || '',
    registrationId: s.id,
    cardLast4: s.card_last4,
    ...amount,
  };
}

/**
 * A place offered from the waiting list (issue 24): the entry, its program,
 * participant and price option, the account that joined; the deadline the
 * offer was queued with (the entry's own while it is still open).
 */
async function loadWaitlistOffer(
  { service, siteUrl }: EmailDataDeps,
  payload: Payload,
  lang: Lang,
): Promise<WaitlistOfferData | null> {
  const entryId = text(payload.entry_id);
  if (!entryId) return null;
  const { data: e, error } = await service
    .from('waitlist_entries')
    .select(
      'id, user_id, status, offer_expires_at, programs(name, name_fr, start_date, end_date, location, location_fr), participants(first_name, last_name), program_price_tiers(name, name_fr)',
    )
    .eq('id', entryId)
    .maybeSingle();
  if (error) throw error;
  const deadline = (e?.status === 'offered' ? e.offer_expires_at : null) ?? text(payload.offer_expires_at);
  if (!e || !deadline) return null;
  const tier = e.program_price_tiers;
  return {
    recipientFirstName: await firstName(service, e.user_id),
    siteUrl,
    ...programFields(e.programs, lang),
    personName: fullName(e.participants) || text(payload.participant_name) || '',
    tierName: tier ? inLanguage(tier.name, tier.name_fr, lang) : null,
    tierNameLang: tier ? languageOf(tier.name_fr, lang) : null,
    offerExpiresAt: deadline,
    entryId: e.id,
  };
}
