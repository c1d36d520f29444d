import { useTranslation } from 'react-i18next';
import { provinceName } from '@/lib/provinces';
import type { CsvLabels } from '../utils/users-csv';

/** Translated labels for codes shown in the users table and CSV. */
export function useLabels(): CsvLabels {
  const { t } = useTranslation(['adminDashboard', 'common']);
  return {
    role: (code) => t(`common:roles.${code}`, { defaultValue: code }),
    status: (active) => t(active ? 'users.active' : 'users.inactive'),
    yesNo: (value) => t(value ? 'common:yes' : 'common:no'),
    visualCondition: (code) => t(`visualConditions.${code}`, { defaultValue: code }),
    skating: (code) => t(`skating.${code}`, { defaultValue: code }),
    province: (code) => provinceName(code, t),
  };
}
