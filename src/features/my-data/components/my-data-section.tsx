import { useTranslation } from 'react-i18next';
import { useAuth } from '@/lib/auth/use-auth';
import { DeleteAccount } from './delete-account';
import { DownloadData } from './download-data';

/**
 * /profile's 'Your data' (issue 25 points 3-4): download everything the organisation holds about the
 * account (JSON, and a readable HTML copy made from it), and delete the account.
 */
export function MyDataSection() {
  const { t } = useTranslation('myData');
  const { user } = useAuth();
  if (!user) return null;
  return (
    <section aria-labelledby="my-data-title" className="mb-6 rounded-md border-2 border-slate-600 bg-white p-4">
      <h2 id="my-data-title" className="mb-2 text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mb-4 text-slate-800">{t('intro')}</p>
      <DownloadData />
      <DeleteAccount />
    </section>
  );
}
