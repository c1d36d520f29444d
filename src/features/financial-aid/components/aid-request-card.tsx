import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Badge, type BadgeTone } from '@/components/badge';
import { Button, buttonClasses } from '@/components/button';
import { langAttr, useLocalized } from '@/components/localized-text';
import { formatDateTime, formatMoney } from '@/lib/format';
import type { AidRequest, AidStatus } from '../api/financial-aid';
import { hasUsableCode } from '../utils/requests';
import { DetailRow } from '@/components/detail-row';

const TONES: Record<AidStatus, BadgeTone> = {
  pending: 'info',
  approved: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

/** One request of /financial-aid: the program, its state and what the family can do next. */
export function AidRequestCard({ request: r, onWithdraw }: { request: AidRequest; onWithdraw: () => void }) {
  const { t } = useTranslation('financialAid');
  const { localized } = useLocalized();
  const program = localized(r.program_name_fr, r.program_name);
  const headingId = `aid-request-${r.id}`;
  const names = r.participants.map((p) => p.name).join(', ');
  const usable = hasUsableCode(r);
  return (
    <li>
      <article aria-labelledby={headingId} className="rounded-md border-2 border-slate-600 bg-white p-4 text-slate-900">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 id={headingId} className="text-xl font-bold break-words" lang={langAttr(program)}>
            {program.text}
          </h2>
          <Badge tone={TONES[r.status]}>{t(`status.${r.status}`)}</Badge>
        </div>
        <p className="mt-1 text-lg font-semibold">
          {r.status === 'approved' && !usable ? t('state.approvedUsed') : t(`state.${r.status}`)}
        </p>
        <dl className="mt-2 grid gap-y-1">
          <DetailRow label={t('list.participants')}>{names}</DetailRow>
          <DetailRow label={t('list.price')}>{formatMoney(r.program_price_cents)}</DetailRow>
          <DetailRow label={t('list.canPay')}>{formatMoney(r.can_pay_cents)}</DetailRow>
          <DetailRow label={t('list.sentOn')}>{formatDateTime(r.created_at)}</DetailRow>
          {r.note ? <DetailRow label={t('list.note')}>{r.note}</DetailRow> : null}
          {r.decided_at && r.status !== 'withdrawn' ? (
            <DetailRow label={t('list.decidedOn')}>{formatDateTime(r.decided_at)}</DetailRow>
          ) : null}
          {r.status === 'approved' && r.approved_price_cents != null ? (
            <DetailRow label={t('list.approvedPrice')}>{formatMoney(r.approved_price_cents)}</DetailRow>
          ) : null}
          {r.status === 'approved' && r.code ? (
            <DetailRow label={t('list.code')}>
              <span className="font-mono text-lg font-bold tracking-wider">{r.code}</span>
              {r.code_uses_left === 0
                ? ` (${t('list.codeUsed')})`
                : r.code_uses_left != null
                  ? ` (${t('list.usesLeft', { count: r.code_uses_left })})`
                  : null}
            </DetailRow>
          ) : null}
          {r.decision_note && r.status !== 'withdrawn' ? (
            <DetailRow label={t('list.decisionNote')}>{r.decision_note}</DetailRow>
          ) : null}
        </dl>
        {usable || r.status === 'pending' ? (
          <div className="mt-3 flex flex-wrap gap-3">
            {usable ? (
              <Link
                to={`/programs/${r.program_id}/register`}
                className={buttonClasses('primary')}
                aria-describedby={headingId}
              >
                {t('list.register')}
              </Link>
            ) : null}
            {r.status === 'pending' ? (
              <Button variant="danger" aria-describedby={headingId} onClick={onWithdraw}>
                {t('list.withdraw')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </article>
    </li>
  );
}
