import { useTranslation } from 'react-i18next';
import { paginationLabels, type PaginationLabels } from '@/components/pagination';

/** The shared pager's labels for one list of this screen ('users' or 'locations'): each list names its landmark. */
export function usePaginationLabels(list: 'users' | 'locations'): PaginationLabels {
  const { t } = useTranslation('adminDashboard');
  return { ...paginationLabels(t), label: t(`pagination.label.${list}`) };
}
