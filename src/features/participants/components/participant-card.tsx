import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { ageOn } from '@domain/age';
import { orgToday } from '@domain/dates';
import { Button, buttonClasses } from '@/components/button';
import type { ParticipantRow } from '@/components/participant-form/participant-form.schema';
import { provinceName } from '@/lib/provinces';
import { personName } from '@domain/person-name';

type Props = {
  participant: ParticipantRow;
  onEdit: () => void;
  onDelete: () => void;
  /** More about the participant from another feature (concussion safety, issue 24 point 6), composed in src/app. */
  extra?: ReactNode;
};

/** One participant of the list: name, age, city and province, classification, skating, Register, Edit and Delete. */
export function ParticipantCard({ participant: p, onEdit, onDelete, extra }: Props) {
  const { t } = useTranslation(['participants', 'common']);
  const name = personName(p.first_name, p.last_name);
  const dash = '—';
  const place = [p.city, provinceName(p.province, t)].filter(Boolean).join(', ') || dash;
  const age = p.date_of_birth ? ageOn(p.date_of_birth, orgToday(new Date())) : null;
  return (
    <li className="rounded-md border-2 border-slate-600 bg-white p-4">
      <h2 className="text-xl font-bold break-words text-slate-900">{name}</h2>
      <dl className="mt-2 grid gap-x-6 gap-y-1 sm:grid-cols-2">
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{t('list.age')}</dt>
          <dd>{age ?? dash}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{t('list.location')}</dt>
          <dd>{place}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{t('labelled', { label: t('fields.visual_classification') })}</dt>
          <dd>{p.visual_classification ? t(`classifications.${p.visual_classification}`) : dash}</dd>
        </div>
        <div className="flex flex-wrap gap-x-2">
          <dt className="font-semibold">{t('labelled', { label: t('fields.skating_experience') })}</dt>
          <dd>{p.skating_experience ? t(`skating.${p.skating_experience}`) : dash}</dd>
        </div>
      </dl>
      {extra}
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={`/participants/${p.id}/register`} className={buttonClasses('primary')}>
          {t('list.register')}
          <span className="sr-only"> {t('list.registerFor', { name })}</span>
        </Link>
        <Button variant="secondary" onClick={onEdit} aria-label={t('list.editName', { name })}>
          {t('common:edit')}
        </Button>
        <Button variant="danger" onClick={onDelete} aria-label={t('list.deleteName', { name })}>
          {t('common:delete')}
        </Button>
      </div>
    </li>
  );
}
