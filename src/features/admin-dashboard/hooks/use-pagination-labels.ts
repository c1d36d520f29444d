import { useTranslation } from 'react-i18next';
import type { PaginationLabels } from '@/components/pagination';
import { formatNumber } from '@/lib/format';

/** The shared pager's labels for one list of this screen ('users' or 'locations'). */
export function usePaginationLabels(list: 'users' | 'locations'): PaginationLabels {
  const { t } = useTranslation('adminDashboard');
  return {
    label: t(`pagination.label.${list}`),
    first: t('pagination.first'),
    previous: t('pagination.previous'),
    next: t('pagination.next'),
    last: t('pagination.last'),
    pageOf: (page, pages) => t('pagination.pageOf', { page: formatNumber(page), pages: formatNumber(pages) }),
    pageOfMore: (page, pages) => t('pagination.pageOfMore', { page: formatNumber(page), pages: formatNumber(pages) }),
  };
}
