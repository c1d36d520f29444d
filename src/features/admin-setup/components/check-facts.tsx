import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import type { ScheduleJob, SetupCheck } from '@/lib/data/setup-status';

const str = (v: unknown) => (typeof v === 'string' && v ? v : null);
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

/** What the server saw for one check, in plain words (dates in the page's language). */
export function CheckFacts({ check }: { check: SetupCheck }) {
  const { t } = useTranslation(['adminSetup', 'adminSettings', 'adminLegal']);
  const f = check.facts;
  const when = (v: unknown) => (str(v) ? formatDateTime(str(v)!) : t('facts.never'));
  const lines: string[] = [];
  switch (check.id) {
    case 'payments':
      lines.push(t(`facts.paymentMode.${str(f.mode) ?? 'none'}`));
      break;
    case 'webhook':
      lines.push(t(f.secretSet ? 'facts.secretSet' : 'facts.secretNotSet'));
      lines.push(t('facts.lastWebhook', { when: when(f.lastReceivedAt) }));
      break;
    case 'mail':
      lines.push(t(`facts.transport.${str(f.transport) ?? 'none'}`), t('facts.from', { from: str(f.from) ?? '' }));
      lines.push(t('facts.lastSent', { when: when(f.lastSentAt) }));
      if (num(f.failed_recently)) lines.push(t('facts.failedRecently', { count: num(f.failed_recently) }));
      if (num(f.held_receipts)) lines.push(t('facts.heldReceipts', { count: num(f.held_receipts) }));
      break;
    case 'authEmail':
      if (str(f.sender)) lines.push(t('facts.sender', { sender: str(f.sender) }));
      break;
    case 'redirectUrl':
      if (str(f.siteUrl)) lines.push(t('facts.siteUrl', { url: str(f.siteUrl) }));
      break;
    case 'schedules':
      for (const job of (f.jobs as ScheduleJob[] | undefined) ?? []) {
        lines.push(
          job.scheduled
            ? t('facts.job', {
                name: job.name,
                when: when(job.lastRunAt),
                status: t(`facts.runStatus.${job.lastStatus ?? 'unknown'}`, { defaultValue: job.lastStatus }),
              })
            : t('facts.jobMissing', { name: job.name }),
        );
      }
      break;
    case 'organisation':
      for (const field of (f.missing as string[] | undefined) ?? []) {
        lines.push(t('facts.missingField', { field: t(`adminSettings:fields.${field}`) }));
      }
      break;
    case 'legal':
      for (const doc of (f.missing as { kind: string; language: string }[] | undefined) ?? []) {
        lines.push(
          t('facts.missingDocument', {
            kind: t(`facts.kinds.${doc.kind}`),
            language: t(`facts.language.${doc.language}`),
          }),
        );
      }
      break;
  }
  if (lines.length === 0) return null;
  return (
    <ul className="mb-2 list-disc pl-6">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
