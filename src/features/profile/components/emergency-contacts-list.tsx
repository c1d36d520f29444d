import { useTranslation } from 'react-i18next';
import { Badge } from '@/components/badge';
import type { EmergencyContact } from '../api/profile-data';

/** Emergency contacts, primary first (spec 1 sections 2, 7). */
export function EmergencyContactsList({ contacts }: { contacts: EmergencyContact[] }) {
  const { t } = useTranslation(['profile', 'participants']);
  return (
    <section aria-labelledby="contacts-title" className="mb-6 rounded-md border-2 border-slate-600 bg-white p-4">
      <h2 id="contacts-title" className="mb-3 text-xl font-bold">
        {t('contacts.title')}
      </h2>
      {contacts.length === 0 ? (
        <p>{t('contacts.none')}</p>
      ) : (
        <ul className="grid gap-3">
          {contacts.map((c) => (
            <li key={c.id} className="rounded-md border-2 border-slate-400 p-3">
              <p className="flex flex-wrap items-center gap-2 font-bold">
                {c.name}
                {c.is_primary ? <Badge tone="info">{t('contacts.primary')}</Badge> : null}
              </p>
              <dl className="mt-1 grid gap-1">
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-semibold">
                    {t('participants:labelled', { label: t('participants:fields.ec_relationship') })}
                  </dt>
                  <dd>
                    {t(`participants:relationships.${c.relationship}`)}
                    {c.relationship === 'other' && c.relationship_other ? ` (${c.relationship_other})` : ''}
                  </dd>
                </div>
                <div className="flex flex-wrap gap-x-2">
                  <dt className="font-semibold">
                    {t('participants:labelled', { label: t('participants:fields.phone') })}
                  </dt>
                  <dd>{c.phone}</dd>
                </div>
                {c.email ? (
                  <div className="flex flex-wrap gap-x-2">
                    <dt className="font-semibold">
                      {t('participants:labelled', { label: t('participants:fields.email') })}
                    </dt>
                    <dd className="break-all">{c.email}</dd>
                  </div>
                ) : null}
              </dl>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
