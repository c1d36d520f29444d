import { useTranslation } from 'react-i18next';

/** Name and e-mail come from the account and are not editable here (spec 1 section 2). */
export function ReadOnlyAccount({
  firstName,
  lastName,
  email,
}: {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}) {
  const { t } = useTranslation(['profileCompletion', 'participants']);
  return (
    <div className="mb-4 rounded-md border-2 border-slate-400 bg-slate-50 p-3">
      <dl className="grid gap-2 sm:grid-cols-2">
        {firstName || lastName ? (
          <div>
            <dt className="font-semibold">{t('participants:fields.name')}</dt>
            <dd>{[firstName, lastName].filter(Boolean).join(' ')}</dd>
          </div>
        ) : null}
        <div>
          <dt className="font-semibold">{t('participants:fields.email')}</dt>
          <dd className="break-all">{email || '—'}</dd>
        </div>
      </dl>
      <p className="mt-2 text-slate-700">{t('readOnlyNote')}</p>
    </div>
  );
}
