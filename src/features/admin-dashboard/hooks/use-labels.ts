import { useTranslation } from 'react-i18next';
import type { CsvLabels } from '../utils/users-csv';

/** Translated labels for codes shown in the users table and CSV. */
export function useLabels(): CsvLabels & { province: (code: string) => string } {
  const { t } = useTranslation(['adminDashboard', 'common']);
  return {
    role: (code) => t(`common:roles.${code}`, { defaultValue: code }),
    status: (active) => t(active ? 'users.active' : 'users.inactive'),
    yesNo: (value) => t(value ? 'common:yes' : 'common:no'),
    visualCondition: (code) => t(`visualConditions.${code}`, { defaultValue: code }),
    skating: (code) => t(`skating.${code}`, { defaultValue: code }),
    province: (code) => t(`provinces.${code}`, { defaultValue: code }),
  };
}
