import { useTranslation } from 'react-i18next';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { Spinner } from '@/components/spinner';
import { formatDateTime } from '@/lib/format';
import { currentLanguage } from '@/lib/i18n';
import { serverErrorMessage } from '@/lib/server-errors';
import { settingsServerErrors, useSettingsHistory, type SettingsChange } from '../api/organisation-settings';
import { personName } from '@domain/person-name';

const who = (c: SettingsChange) =>
  c.changer ? personName(c.changer.first_name, c.changer.last_name) || c.changer.email : null;

/** Who changed which detail, when, from what to what (organisation_settings_changes, newest first). */
export function SettingsHistory() {
  const { t } = useTranslation('adminSettings');
  const history = useSettingsHistory();
  const lang = currentLanguage();
  const value = (v: string | null) => (v === null || v === '' ? t('history.empty') : v);
  return (
    <section aria-labelledby="settings-history-heading">
      <h2 id="settings-history-heading" className="mb-3 text-2xl font-bold">
        {t('history.heading')}
      </h2>
      {history.isPending ? <Spinner label={t('history.loading')} /> : null}
      {history.isError ? (
        <LoadFailedBanner
          title={t('history.loadFailed')}
          message={serverErrorMessage(history.error, t, settingsServerErrors)}
          retryLabel={t('history.tryAgain')}
          onRetry={() => history.refetch()}
        />
      ) : null}
      {history.data?.length === 0 ? <p>{t('history.none')}</p> : null}
      {history.data?.length ? (
        <ul className="space-y-3">
          {history.data.map((c) => (
            <li key={c.id} className="rounded-md border-2 border-slate-300 p-3">
              <p className="font-semibold">
                {t('history.line', {
                  field: t(`fields.${c.field}`, { defaultValue: c.field }),
                  when: formatDateTime(c.changed_at, lang),
                  who: who(c) ?? t('history.someone'),
                })}
              </p>
              <p className="break-words">{t('history.fromTo', { from: value(c.old_value), to: value(c.new_value) })}</p>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
