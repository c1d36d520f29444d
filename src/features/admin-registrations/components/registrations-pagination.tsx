import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

type Props = { page: number; pages: number; onPage: (page: number) => void };

/** Previous / Page X of Y / Next under the table (page is 0-based here, shown 1-based). */
export function RegistrationsPagination({ page, pages, onPage }: Props) {
  const { t } = useTranslation('adminRegistrations');
  return (
    <nav aria-label={t('pagination.label')} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={page <= 0} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <p>{t('pagination.pageOf', { page: page + 1, pages: Math.max(pages, 1) })}</p>
      <Button variant="secondary" disabled={page >= pages - 1} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
    </nav>
  );
}
