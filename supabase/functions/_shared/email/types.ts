// The data each e-mail template needs (what the sender passes to renderEmail).
// Money is integer cents; calendar dates 'YYYY-MM-DD'; instants ISO 8601 strings.

import type { Lang } from './format.ts';

/** Template names (docs/email.md says who queues each; registration_paid only for rows queued before receipts). */
export const EMAIL_TEMPLATES = [
  'registration_received',
  'registration_approved',
  'registration_paid',
  'registration_rejected',
  'payment_receipt',
  'registration_cancelled',
  'refund_processed',
  'waitlist_offer',
] as const;
export type EmailTemplate = (typeof EMAIL_TEMPLATES)[number];

/** Fields every template takes. */
export type CommonData = {
  /** First name of the recipient (the account holder); null gives "Hello,". */
  recipientFirstName: string | null;
  /** Site origin, e.g. 'https://register.example.ca': the link goes to `${siteUrl}/registrations`. */
  siteUrl: string;
};

export type ProgramData = {
  programName: string;
  /**
   * The language programName is in when it may differ from the e-mail's (issue 22:
   * a French e-mail shows the English name when the French is missing). Another
   * language than the e-mail's is marked with lang in the HTML part. Absent: the e-mail's.
   */
  programNameLang?: Lang | null;
  /** 'YYYY-MM-DD'; the dates line is shown only when both are given. */
  startDate?: string | null;
  endDate?: string | null;
  location?: string | null;
  /** The language of location, as programNameLang. */
  locationLang?: Lang | null;
};

export type RegistrationData = CommonData &
  ProgramData & {
    /** Participant's full name (for a volunteer, the volunteer's). */
    personName: string;
    registrationId: string;
  };

export type RegistrationReceivedData = RegistrationData & {
  isVolunteer: boolean;
  /** 'approved' says "It is confirmed"; anything else says it awaits approval. */
  status: string;
};

export type RegistrationApprovedData = RegistrationData;

export type RegistrationRejectedData = RegistrationData & { reason?: string | null };

export type RegistrationPaidData = RegistrationData & {
  amountPaidCents: number;
  confirmationId: string;
};

export type ReceiptLine = {
  participantName: string;
  programName: string;
  /** The language of programName, as ProgramData's programNameLang. */
  programNameLang?: Lang | null;
  /** Price before assistance. */
  priceCents: number;
  /** Financial assistance applied to this line (0 when none). */
  assistanceCents: number;
  /** What was paid for this line. */
  amountCents: number;
};

export type PaymentReceiptData = CommonData & {
  receiptNumber: string;
  /** Instant of the payment; shown in Toronto time. */
  paidAt: string;
  payerName: string;
  lines: ReceiptLine[];
  totalPaidCents: number;
  /** Last four digits of the card when known. */
  cardLast4?: string | null;
  confirmationId: string;
};

export type RegistrationCancelledData = RegistrationData & {
  /** Amount of the refund requested with the cancellation; null or 0 when none. */
  refundRequestedCents?: number | null;
};

export type RefundProcessedData = RegistrationData & {
  amountRefundedCents: number;
  /** Instant the refund was made; shown in Toronto time. */
  refundedAt: string;
  cardLast4?: string | null;
};

/** A place offered from the waiting list (issue 24): held for the family until offerExpiresAt. */
export type WaitlistOfferData = CommonData &
  ProgramData & {
    /** The participant the place is held for. */
    personName: string;
    /** The price option the place is held in, when the family asked for one. */
    tierName?: string | null;
    /** The language of tierName, as programNameLang. */
    tierNameLang?: Lang | null;
    /** Instant the offer lapses; shown in Toronto time. */
    offerExpiresAt: string;
    /** The waiting-list entry (its first 8 characters are the reference). */
    entryId: string;
  };

export type EmailDataMap = {
  registration_received: RegistrationReceivedData;
  registration_approved: RegistrationApprovedData;
  registration_paid: RegistrationPaidData;
  registration_rejected: RegistrationRejectedData;
  payment_receipt: PaymentReceiptData;
  registration_cancelled: RegistrationCancelledData;
  refund_processed: RefundProcessedData;
  waitlist_offer: WaitlistOfferData;
};

/** Discriminated union of a template and its data. */
export type EmailData = { [T in EmailTemplate]: { template: T; data: EmailDataMap[T] } }[EmailTemplate];

export type RenderedEmail = { subject: string; html: string; text: string };
