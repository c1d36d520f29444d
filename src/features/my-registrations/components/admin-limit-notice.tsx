import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { TextLink } from '@/components/text-link';

/** Shown to admins when /registrations holds only the newest part of all registrations. */
export function AdminLimitNotice({ shown, total }: { shown: number; total: number }) {
  const { t } = useTranslation('myRegistrations');
  if (total <= shown) return null;
  return (
    <p className="mb-4 rounded-md border-l-8 border-blue-900 bg-blue-50 p-3 text-slate-900">
      {t('adminLimit.text', { shown: formatNumber(shown), total: formatNumber(total) })}{' '}
      <TextLink to="/admin/registrations">{t('adminLimit.link')}</TextLink>
    </p>
  );
}
