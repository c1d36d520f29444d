import { useTranslation } from 'react-i18next';
import { ageOn } from '@domain/age';
import { orgToday } from '@domain/dates';
import { Badge } from '@/components/badge';
import { provinceName } from '@/lib/provinces';
import type { RegisterParticipant } from '../api/participants';

type Props = {
  participant: RegisterParticipant;
  checked: boolean;
  alreadyRegistered: boolean;
  onToggle: (on: boolean) => void;
  children?: React.ReactNode;
};

/** One participant to pick, with the details the spec lists (spec 2 section 2). */
export function ParticipantCard({ participant: p, checked, alreadyRegistered, onToggle, children }: Props) {
  const { t } = useTranslation(['registration', 'common']);
  const id = `participant-${p.id}`;
  const detailsId = `${id}-details`;
  const age = p.date_of_birth ? ageOn(p.date_of_birth, orgToday(new Date())) : null;
  const place = [p.city, provinceName(p.province, t)].filter(Boolean).join(', ');
  return (
    <li
      className={`rounded-lg border-2 p-4 ${
        alreadyRegistered
          ? 'border-slate-500 bg-slate-100'
          : checked
            ? 'border-blue-900 bg-blue-50'
            : 'border-slate-700 bg-white'
      }`}
    >
      <div className="flex flex-wrap items-start gap-3">
        <input
          id={id}
          type="checkbox"
          className="mt-1 h-6 w-6 shrink-0"
          checked={checked}
          disabled={alreadyRegistered}
          aria-describedby={detailsId}
          onChange={(e) => onToggle(e.target.checked)}
        />
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className="text-lg font-bold text-slate-900">
            {p.first_name} {p.last_name}
          </label>
          {alreadyRegistered ? (
            <span className="ml-2">
              <Badge tone="neutral">{t('participants.alreadyRegistered')}</Badge>
            </span>
          ) : null}
          <dl id={detailsId} className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-slate-800 sm:grid-cols-2">
            <div>
              <dt className="inline font-semibold">{t('labelColon', { label: t('participants.age') })} </dt>
              <dd className="inline">{age ?? t('participants.notGiven')}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t('labelColon', { label: t('participants.classification') })} </dt>
              <dd className="inline">
                {p.visual_classification ? p.visual_classification.toUpperCase() : t('participants.notGiven')}
              </dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t('labelColon', { label: t('participants.location') })} </dt>
              <dd className="inline">{place || t('participants.notGiven')}</dd>
            </div>
            <div>
              <dt className="inline font-semibold">{t('labelColon', { label: t('participants.needsEquipment') })} </dt>
              <dd className="inline">{p.needs_equipment ? t('common:yes') : t('common:no')}</dd>
            </div>
            <div className="sm:col-span-2">
              <dt className="inline font-semibold">{t('labelColon', { label: t('participants.allergies') })} </dt>
              <dd className="inline">{p.allergies?.trim() || t('participants.none')}</dd>
            </div>
          </dl>
        </div>
      </div>
      {checked && children ? <div className="mt-4 border-t-2 border-slate-300 pt-4">{children}</div> : null}
    </li>
  );
}
