import { useTranslation } from 'react-i18next';
import { PageTitle } from '@/components/page-title';

// Placeholder from the app shell: the feature owner replaces this (keep the default export).
export default function AdminRegistrationsPage() {
  const { t } = useTranslation('common');
  return <PageTitle>{t('pages.adminRegistrations')}</PageTitle>;
}
