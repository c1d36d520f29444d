// The payment receipt a family can file: who issued it (name and address), the
// receipt number, date, payer, one table row per participant and program with
// price, assistance applied and amount, the total, card last four, confirmation.

import type { Block, Fact } from './layout.ts';
import type { Content, Ctx } from './templates.ts';
import type { PaymentReceiptData } from './types.ts';

export function receiptContent(c: Ctx, d: PaymentReceiptData): Content {
  if (d.lines.length === 0) throw new Error('A receipt needs at least one line');
  const org = c.organisation;
  const details: Fact[] = [
    { label: c.t('receipt.issuedBy'), value: [org.name, ...org.addressLines].join(', ') },
    ...(org.charityNumber ? [{ label: c.t('receipt.charityNumber'), value: org.charityNumber }] : []),
    { label: c.t('receipt.number'), value: d.receiptNumber },
    { label: c.t('receipt.date'), value: c.dateTime(d.paidAt) },
    { label: c.t('receipt.payer'), value: d.payerName },
  ];
  if (d.cardLast4?.trim()) {
    details.push({ label: c.t('receipt.method'), value: c.t('format.cardEnding', { last4: d.cardLast4.trim() }) });
  }
  details.push({ label: c.t('common.confirmation'), value: d.confirmationId });

  const assistance = d.lines.reduce((sum, l) => sum + l.assistanceCents, 0);
  const totals: Fact[] = [];
  if (assistance > 0) totals.push({ label: c.t('receipt.totalAssistance'), value: c.money(assistance) });
  totals.push({ label: c.t('receipt.total'), value: c.money(d.totalPaidCents) });

  const blocks: Block[] = [
    { kind: 'p', text: c.t('receipt.intro') },
    { kind: 'h2', text: c.t('receipt.detailsHeading') },
    { kind: 'facts', items: details },
    { kind: 'h2', text: c.t('receipt.linesHeading') },
    {
      kind: 'table',
      caption: c.t('receipt.caption', { number: d.receiptNumber }),
      headers: [
        c.t('common.participant'),
        c.t('common.program'),
        c.t('receipt.price'),
        c.t('receipt.assistance'),
        c.t('receipt.amount'),
      ],
      rows: d.lines.map((l) => [
        l.participantName,
        [c.inline(l.programName, l.programNameLang)],
        c.money(l.priceCents),
        c.money(l.assistanceCents),
        c.money(l.amountCents),
      ]),
      totals,
    },
  ];
  return {
    subject: c.t('receipt.subject', { number: d.receiptNumber, organisation: org.name }),
    title: c.t('receipt.title'),
    blocks,
  };
}
