// Every e-mail of the registration site, in English and French (issue 19):
// renderEmail(template, language, data) gives the subject, the HTML and the
// plain-text part. Pure: no sending, no clock, no environment.

import { calendarDate, dateTime, money, type Lang } from './format.ts';
import { renderLayout, type Block, type Fact } from './layout.ts';
import { inline, type Inline, type Rich } from './localized.ts';
import { FRESH_ORGANISATION, organisationFor, type Organisation } from './organisation.ts';
import { EMAIL_STRINGS, translate, translateParts, type RichVars, type StringTable, type Vars } from './strings.ts';
import { receiptContent } from './receipt.ts';
import {
  EMAIL_TEMPLATES,
  type CommonData,
  type EmailDataMap,
  type ProgramData,
  type EmailTemplate,
  type RegistrationData,
  type RenderedEmail,
} from './types.ts';

export * from './types.ts';
export { organisationFor, type Organisation, type OrganisationDetails } from './organisation.ts';

export type RenderOptions = {
  organisation?: Organisation;
  /** Replaces the language's strings (tests); a missing key throws. */
  strings?: StringTable;
};

/** What a template builder gets: the language, its strings and formatters. */
export type Ctx = {
  lang: Lang;
  t: (key: string, vars?: Vars) => string;
  /** t() keeping marked values marked (a paragraph naming a program whose text is in another language). */
  rich: (key: string, vars?: RichVars) => Inline[];
  /** `text` in `textLang` (absent: the e-mail's), marked when that is not the e-mail's language. */
  inline: (text: string, textLang?: Lang | null) => Inline;
  money: (cents: number) => string;
  date: (isoDate: string) => string;
  dateTime: (instant: string) => string;
  organisation: Organisation;
};

export type Content = { subject: string; title: string; blocks: Block[] };

function greeting(c: Ctx, data: CommonData): Block {
  const name = data.recipientFirstName?.trim();
  return { kind: 'p', text: name ? c.t('common.greeting', { name }) : c.t('common.greetingNoName') };
}

/** The program's name as the e-mail's text says it (marked when in another language). */
const programOf = (c: Ctx, d: ProgramData): Inline => c.inline(d.programName, d.programNameLang);

function registrationFacts(c: Ctx, d: RegistrationData, isVolunteer = false): Block {
  const items: Fact[] = [
    { label: c.t(isVolunteer ? 'common.volunteer' : 'common.participant'), value: d.personName },
    { label: c.t('common.program'), value: [programOf(c, d)] },
  ];
  if (d.startDate && d.endDate) {
    const dates =
      d.startDate.slice(0, 10) === d.endDate.slice(0, 10)
        ? c.date(d.startDate)
        : c.t('format.dateRange', { start: c.date(d.startDate), end: c.date(d.endDate) });
    items.push({ label: c.t('common.dates'), value: dates });
  }
  if (d.location?.trim()) {
    items.push({ label: c.t('common.location'), value: [c.inline(d.location.trim(), d.locationLang)] });
  }
  items.push({ label: c.t('common.reference'), value: d.registrationId.slice(0, 8) });
  return { kind: 'facts', items };
}

function registrationEmail(
  c: Ctx,
  d: RegistrationData,
  prefix: string,
  paragraphs: Rich[],
  extra: Fact[] = [],
  isVolunteer = false,
): Content {
  const facts = registrationFacts(c, d, isVolunteer);
  if (facts.kind === 'facts') facts.items.push(...extra);
  return {
    subject: c.t(`${prefix}.subject`, { program: d.programName }),
    title: c.t(`${prefix}.title`),
    blocks: [
      greeting(c, d),
      ...paragraphs.map((text): Block => ({ kind: 'p', text })),
      { kind: 'h2', text: c.t('common.detailsHeading') },
      facts,
    ],
  };
}

type Builders = { [T in EmailTemplate]: (c: Ctx, data: EmailDataMap[T]) => Content };

const BUILDERS: Builders = {
  registration_received: (c, d) => {
    const who = { person: d.personName, program: programOf(c, d) };
    const body = c.rich(d.isVolunteer ? 'received.bodyVolunteer' : 'received.body', who);
    const next = c.t(d.status === 'approved' ? 'received.approved' : 'received.pending');
    return registrationEmail(c, d, 'received', [body, next], [], d.isVolunteer);
  },
  registration_approved: (c, d) =>
    registrationEmail(c, d, 'approved', [c.rich('approved.body', { person: d.personName, program: programOf(c, d) })]),
  registration_rejected: (c, d) => {
    const reason = d.reason?.trim();
    const extra = reason ? [{ label: c.t('common.reason'), value: reason }] : [];
    return registrationEmail(
      c,
      d,
      'rejected',
      [c.rich('rejected.body', { person: d.personName, program: programOf(c, d) })],
      extra,
    );
  },
  registration_paid: (c, d) => {
    const amount = c.money(d.amountPaidCents);
    return registrationEmail(
      c,
      d,
      'paid',
      [c.rich('paid.body', { amount, person: d.personName, program: programOf(c, d) })],
      [
        { label: c.t('paid.amount'), value: amount },
        { label: c.t('common.confirmation'), value: d.confirmationId },
      ],
    );
  },
  payment_receipt: (c, d) => {
    const receipt = receiptContent(c, d);
    return { ...receipt, blocks: [greeting(c, d), ...receipt.blocks] };
  },
  registration_cancelled: (c, d) => {
    const who = { person: d.personName, program: programOf(c, d) };
    const refund = d.refundRequestedCents ?? 0;
    if (refund <= 0) return registrationEmail(c, d, 'cancelled', [c.rich('cancelled.body', who)]);
    const amount = c.money(refund);
    return registrationEmail(
      c,
      d,
      'cancelled',
      [c.rich('cancelled.body', who), c.t('cancelled.refundRequested', { amount })],
      [{ label: c.t('cancelled.refundAmount'), value: amount }],
    );
  },
  refund_processed: (c, d) => {
    const amount = c.money(d.amountRefundedCents);
    const extra: Fact[] = [
      { label: c.t('refunded.amount'), value: amount },
      { label: c.t('refunded.date'), value: c.dateTime(d.refundedAt) },
    ];
    if (d.cardLast4?.trim()) {
      extra.push({ label: c.t('refunded.method'), value: c.t('format.cardEnding', { last4: d.cardLast4.trim() }) });
    }
    const body = c.rich('refunded.body', { amount, person: d.personName, program: programOf(c, d) });
    return registrationEmail(c, d, 'refunded', [body, c.t('refunded.delay')], extra);
  },
  waitlist_offer: (c, d) => {
    const deadline = c.dateTime(d.offerExpiresAt);
    const facts = registrationFacts(c, { ...d, registrationId: d.entryId });
    if (facts.kind === 'facts') {
      const tier = d.tierName?.trim();
      // After the program: the price option the place is held in, then the deadline before the reference.
      if (tier) facts.items.splice(2, 0, { label: c.t('waitlist.tier'), value: [c.inline(tier, d.tierNameLang)] });
      facts.items.splice(facts.items.length - 1, 0, { label: c.t('waitlist.deadline'), value: deadline });
    }
    return {
      subject: c.t('waitlist.subject', { program: d.programName }),
      title: c.t('waitlist.title'),
      blocks: [
        greeting(c, d),
        { kind: 'p', text: c.rich('waitlist.body', { person: d.personName, program: programOf(c, d) }) },
        { kind: 'p', text: c.t('waitlist.held', { deadline }) },
        { kind: 'p', text: c.t('waitlist.howTo') },
        { kind: 'p', text: c.t('waitlist.lapse', { person: d.personName }) },
        { kind: 'h2', text: c.t('waitlist.dashboardHeading') },
        { kind: 'link', text: c.t('waitlist.dashboardLink'), href: `${d.siteUrl.replace(/\/+$/, '')}/dashboard` },
        { kind: 'h2', text: c.t('common.detailsHeading') },
        facts,
      ],
    };
  },
};

/** True for a template name renderEmail knows (e.g. email_outbox.template). */
export function isEmailTemplate(name: string): name is EmailTemplate {
  return (EMAIL_TEMPLATES as readonly string[]).includes(name);
}

/** The subject, HTML and plain text of one e-mail in the recipient's language. */
export function renderEmail<T extends EmailTemplate>(
  template: T,
  language: Lang,
  data: EmailDataMap[T],
  options: RenderOptions = {},
): RenderedEmail {
  if (!isEmailTemplate(template)) throw new Error(`Unknown e-mail template: ${String(template)}`);
  if (language !== 'en' && language !== 'fr') throw new Error(`Unknown e-mail language: ${String(language)}`);
  const table = options.strings ?? EMAIL_STRINGS[language];
  const organisation = options.organisation ?? organisationFor(FRESH_ORGANISATION, language);
  const t = (key: string, vars?: Vars) => translate(table, key, vars);
  const c: Ctx = {
    lang: language,
    t,
    rich: (key, vars) => translateParts(table, key, vars),
    inline: (text, textLang) => inline(text, textLang, language),
    money: (cents) => money(cents, language),
    date: (isoDate) => calendarDate(isoDate, language),
    dateTime: (instant) => dateTime(instant, language),
    organisation,
  };
  const build = BUILDERS[template] as (c: Ctx, data: EmailDataMap[T]) => Content;
  const content = build(c, data);
  const tail: Block[] = [
    { kind: 'h2', text: t('common.registrationsHeading') },
    {
      kind: 'link',
      text: t('common.viewRegistrations', { organisation: organisation.name }),
      href: `${data.siteUrl.replace(/\/+$/, '')}/registrations`,
    },
  ];
  if (organisation.email) tail.push({ kind: 'p', text: t('common.questions', { email: organisation.email }) });
  tail.push(
    { kind: 'p', text: t('common.signOff') },
    { kind: 'p', text: t('common.team', { organisation: organisation.name }) },
  );
  const { html, text } = renderLayout({
    lang: language,
    subject: content.subject,
    title: content.title,
    blocks: [...content.blocks, ...tail],
    organisation,
    footerNote: t('footer.sentBy', { organisation: organisation.name }),
    label: (text) => t('format.label', { label: text }),
    linkLine: (text, url) => t('format.link', { text, url }),
  });
  return { subject: content.subject, html, text };
}
