import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import { Button } from '@/components/button';
import { langAttr, useLocalized } from '@/components/localized-text';
import { Table } from '@/components/table';
import { formatDate, formatDateTime, formatNumber } from '@/lib/format';
import { orgToday } from '@domain/dates';
import type { AdminWaitlistEntry } from '../api/waitlist';

/** The id of a row's action button, for focus after an action ('<entry>-up'). */
export const actionId = (entryId: string, action: 'up' | 'down' | 'to' | 'offer' | 'remove') =>
  `waitlist-${entryId}-${action}`;

/** The day (Toronto) a timestamp falls on, worded. */
export const sinceDate = (timestamp: string) => formatDate(orgToday(new Date(timestamp)));

function TierCell({ entry }: { entry: AdminWaitlistEntry }) {
  const { t } = useTranslation('adminWaitlist');
  const { localized } = useLocalized();
  if (!entry.price_tier_id || !entry.tier_name) return <td>{t('anyTier')}</td>;
  const name = localized(entry.tier_name_fr, entry.tier_name);
  return (
    <td>
      <span lang={langAttr(name)}>{name.text}</span>
    </td>
  );
}

function FamilyCell({ entry }: { entry: AdminWaitlistEntry }) {
  return (
    <td className="break-words">
      {entry.family_name ? <span className="block">{entry.family_name}</span> : null}
      {entry.family_email ? (
        <a className="text-blue-900 underline" href={`mailto:${entry.family_email}`}>
          {entry.family_email}
        </a>
      ) : null}
    </td>
  );
}

type ActiveProps = {
  entries: AdminWaitlistEntry[];
  /** The number of waiting entries (positions run 1..waitingCount). */
  waitingCount: number;
  busy: boolean;
  onMove: (entry: AdminWaitlistEntry, position: number) => void;
  onMoveTo: (entry: AdminWaitlistEntry) => void;
  onOffer: (entry: AdminWaitlistEntry) => void;
  onRemove: (entry: AdminWaitlistEntry) => void;
};

/** The active entries in line order, each with its actions; every button names its participant. */
export function ActiveWaitlistTable({ entries, waitingCount, busy, onMove, onMoveTo, onOffer, onRemove }: ActiveProps) {
  const { t } = useTranslation('adminWaitlist');
  // The visible label first, then the participant (label in name, WCAG 2.5.3): 'Move up Ana Tremblay'.
  const named = (action: string, e: AdminWaitlistEntry) => t(`actions.named.${action}`, { name: e.participant_name });
  return (
    <Table caption={t('active.caption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('columns.position')}</th>
          <th scope="col">{t('columns.participant')}</th>
          <th scope="col">{t('columns.family')}</th>
          <th scope="col">{t('columns.tier')}</th>
          <th scope="col">{t('columns.since')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => {
          const waiting = e.status === 'waiting' && e.position !== null;
          const position = e.position ?? 0;
          return (
            <tr key={e.id}>
              <td>{waiting ? formatNumber(position) : t('noPosition')}</td>
              <th scope="row" className="font-semibold">
                {e.participant_name}
              </th>
              <FamilyCell entry={e} />
              <TierCell entry={e} />
              <td className="whitespace-nowrap">{sinceDate(e.joined_at)}</td>
              <td>
                {e.status === 'offered' && e.offer_expires_at ? (
                  <>
                    <Badge tone="warning">{t('offeredUntil', { deadline: formatDateTime(e.offer_expires_at) })}</Badge>
                    <span className="block text-sm text-slate-700">
                      {e.offered_by_name ? t('offeredBy', { name: e.offered_by_name }) : t('offeredAutomatically')}
                    </span>
                  </>
                ) : (
                  <Badge tone="info">{t(`statuses.${e.status}`)}</Badge>
                )}
              </td>
              <td>
                <span className="flex flex-wrap gap-2">
                  {waiting ? (
                    <>
                      <Button
                        id={actionId(e.id, 'up')}
                        aria-label={named('moveUp', e)}
                        variant="secondary"
                        className="whitespace-nowrap"
                        disabled={busy || position <= 1}
                        onClick={() => onMove(e, position - 1)}
                      >
                        {t('actions.moveUp')}
                      </Button>
                      <Button
                        id={actionId(e.id, 'down')}
                        aria-label={named('moveDown', e)}
                        variant="secondary"
                        className="whitespace-nowrap"
                        disabled={busy || position >= waitingCount}
                        onClick={() => onMove(e, position + 1)}
                      >
                        {t('actions.moveDown')}
                      </Button>
                      <Button
                        id={actionId(e.id, 'to')}
                        aria-label={named('moveTo', e)}
                        variant="secondary"
                        className="whitespace-nowrap"
                        disabled={busy || waitingCount < 2}
                        onClick={() => onMoveTo(e)}
                      >
                        {t('actions.moveTo')}
                      </Button>
                      <Button
                        id={actionId(e.id, 'offer')}
                        aria-label={named('offer', e)}
                        variant="secondary"
                        className="whitespace-nowrap"
                        disabled={busy}
                        onClick={() => onOffer(e)}
                      >
                        {t('actions.offer')}
                      </Button>
                    </>
                  ) : null}
                  <Button
                    id={actionId(e.id, 'remove')}
                    aria-label={named('remove', e)}
                    variant="danger"
                    className="whitespace-nowrap"
                    disabled={busy}
                    onClick={() => onRemove(e)}
                  >
                    {t('actions.remove')}
                  </Button>
                </span>
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}

/** Closed entries (accepted, declined, expired, left, removed), newest first, with when they closed. */
export function ClosedWaitlistTable({ entries }: { entries: AdminWaitlistEntry[] }) {
  const { t } = useTranslation('adminWaitlist');
  return (
    <Table caption={t('closed.caption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('columns.participant')}</th>
          <th scope="col">{t('columns.family')}</th>
          <th scope="col">{t('columns.tier')}</th>
          <th scope="col">{t('columns.since')}</th>
          <th scope="col">{t('columns.status')}</th>
          <th scope="col">{t('columns.closedAt')}</th>
        </tr>
      </thead>
      <tbody>
        {entries.map((e) => (
          <tr key={e.id}>
            <th scope="row" className="font-semibold">
              {e.participant_name}
            </th>
            <FamilyCell entry={e} />
            <TierCell entry={e} />
            <td className="whitespace-nowrap">{sinceDate(e.joined_at)}</td>
            <td>{t(`statuses.${e.status}`)}</td>
            <td>{e.closed_at ? formatDateTime(e.closed_at) : ''}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
