import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Banner } from '@/components/banner';
import { buttonClasses } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useFlash } from '@/lib/forms/use-flash';
import { useOrganisation } from '@/lib/organisation';
import { serverErrorMessage } from '@/lib/server-errors';
import { settingsServerErrors, useHeldReceipts, useSaveSettings } from '../api/organisation-settings';
import { toSettingsForm, type OrganisationSettingsValues } from '../schemas/organisation-settings.schema';
import { SettingsForm } from './settings-form';
import { SettingsHistory } from './settings-history';

/**
 * /admin/settings (issue 36 point 1): the organisation's own details, which receipts, every e-mail's footer, the
 * site's footer, the accessibility statement and the deactivated-account notice show; and who changed them.
 * Admin-only in the database (admin_save_organisation_settings, RLS on the history).
 */
export default function AdminSettingsPage() {
  const { t } = useTranslation(['adminSettings', 'common']);
  const details = useOrganisation();
  const held = useHeldReceipts();
  const save = useSaveSettings();
  const { flash, show, clear, ref } = useFlash();
  // The form takes the details when it mounts, and again after each save (a background refetch leaves typing alone).
  const [formKey, setFormKey] = useState(0);

  const onSubmit = async (values: OrganisationSettingsValues) => {
    clear();
    await save.mutateAsync(values);
    setFormKey((k) => k + 1);
    show({ tone: 'success', text: t('form.saved') });
  };

  return (
    <section className="max-w-3xl">
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-4">{t('intro')}</p>
      <p className="mb-6">
        <Link to="/admin" className={buttonClasses('secondary')}>
          {t('backToDashboard')}
        </Link>
      </p>
      <FlashRegion flash={flash} onDismiss={clear} regionRef={ref} />
      {details.data && !details.data.address_complete ? (
        <div className="mb-6">
          <Banner tone="warning" title={t('addressMissing.title')}>
            {t('addressMissing.text', { count: held.data ?? 0 })}
          </Banner>
        </div>
      ) : null}
      {details.isPending ? <Spinner label={t('loading')} /> : null}
      {details.isError ? (
        <LoadFailedBanner
          title={t('loadFailed')}
          message={serverErrorMessage(details.error, t, settingsServerErrors)}
          retryLabel={t('history.tryAgain')}
          onRetry={() => details.refetch()}
        />
      ) : null}
      {details.data ? (
        <SettingsForm key={formKey} initial={toSettingsForm(details.data)} busy={save.isPending} onSubmit={onSubmit} />
      ) : null}
      <SettingsHistory />
    </section>
  );
}
