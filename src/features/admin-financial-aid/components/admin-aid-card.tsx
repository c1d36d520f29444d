import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button } from '@/components/button';
import { langAttr } from '@/components/localized-text';
import type { Localized } from '@/lib/localized';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { AdminAidRow } from '../api/admin-financial-aid';
import { DetailRow } from '@/components/detail-row';

const TONES: Record<AdminAidRow['status'], BadgeTone> = {
  pending: 'warning',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

/** One request on /admin/financial-aid: who asked, for whom and which program, what they can pay, and the decision. */
export function AdminAidCard({
  row: r,
  program,
  onDecide,
}: {
  row: AdminAidRow;
  program: Localized;
  onDecide: (approve: boolean) => void;
}) {
  const { t } = useTranslation('adminFinancialAid');
  const family = r.family_name || r.family_email || '';
  const headingId = `aid-${r.id}-title`;
  const names = r.participants.map((p) => p.name).join(', ');
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-md border-2 border-slate-600 bg-white p-4 text-slate-900">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="min-w-0 text-xl font-bold break-words">
            {family}
            {' — '}
            <span lang={langAttr(program)}>{program.text}</span>
          </h2>
          <Badge tone={TONES[r.status]}>{t(`status.${r.status}`)}</Badge>
        </div>
        <dl className="mt-2 grid gap-y-1">
          <DetailRow label={t('card.email')}>{r.family_email ?? ''}</DetailRow>
          <DetailRow label={t('card.language')}>
            {t(`languages.${(r.family_language ?? r.language) === 'fr' ? 'fr' : 'en'}`)}
          </DetailRow>
          <DetailRow label={t('card.participants')}>{names}</DetailRow>
          <DetailRow label={t('card.price')}>{formatMoney(r.program_price_cents)}</DetailRow>
          <DetailRow label={t('card.canPay')}>{formatMoney(r.can_pay_cents)}</DetailRow>
          <DetailRow label={t('card.sentOn')}>{formatDateTime(r.created_at)}</DetailRow>
          {r.note ? <DetailRow label={t('card.note')}>{r.note}</DetailRow> : null}
          {r.decided_at ? (
            <DetailRow label={t('card.decidedOn')}>
              {formatDateTime(r.decided_at)}
              {r.decided_by_name ? ` (${r.decided_by_name})` : ''}
            </DetailRow>
          ) : null}
          {r.status === 'approved' && r.approved_price_cents != null ? (
            <DetailRow label={t('card.approvedPrice')}>{formatMoney(r.approved_price_cents)}</DetailRow>
          ) : null}
          {r.code ? (
            <DetailRow label={t('card.code')}>
              <span className="font-mono font-bold">{r.code}</span>
            </DetailRow>
          ) : null}
          {r.decision_note ? <DetailRow label={t('card.decisionNote')}>{r.decision_note}</DetailRow> : null}
        </dl>
        {r.status === 'pending' ? (
          <div className="mt-3 flex flex-wrap gap-3">
            <Button aria-describedby={headingId} onClick={() => onDecide(true)}>
              {t('approve')}
            </Button>
            <Button variant="danger" aria-describedby={headingId} onClick={() => onDecide(false)}>
              {t('reject')}
            </Button>
          </div>
        ) : null}
      </article>
    </li>
  );
}
