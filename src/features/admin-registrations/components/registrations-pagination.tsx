import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

/** `more`: the total is a lower bound (a search's first page counts up to a limit), so the last page is unknown. */
type Props = { page: number; pages: number; more?: boolean; onPage: (page: number) => void };

/** First / Previous / Page X of Y / Next / Last under the table (page is 0-based here, shown 1-based). */
export function RegistrationsPagination({ page, pages, more = false, onPage }: Props) {
  const { t } = useTranslation('adminRegistrations');
  const atStart = page <= 0;
  const atEnd = !more && page >= pages - 1;
  return (
    <nav aria-label={t('pagination.label')} className="mt-4 flex flex-wrap items-center gap-3">
      <Button variant="secondary" disabled={atStart} onClick={() => onPage(0)}>
        {t('pagination.first')}
      </Button>
      <Button variant="secondary" disabled={atStart} onClick={() => onPage(page - 1)}>
        {t('pagination.previous')}
      </Button>
      <p>{t(more ? 'pagination.pageOfMore' : 'pagination.pageOf', { page: page + 1, pages: Math.max(pages, 1) })}</p>
      <Button variant="secondary" disabled={atEnd} onClick={() => onPage(page + 1)}>
        {t('pagination.next')}
      </Button>
      <Button variant="secondary" disabled={atEnd || more} onClick={() => onPage(pages - 1)}>
        {t('pagination.last')}
      </Button>
    </nav>
  );
}
