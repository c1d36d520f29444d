import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/button';

const LINKS = [
  ['/admin/programs', 'managePrograms'],
  ['/admin/registrations', 'allRegistrations'],
  ['/admin/program-coordinators', 'coordinators'],
  ['/admin/events', 'manageEvents'],
  ['/admin/equipment', 'equipment'],
] as const;

/** The five admin links (spec 2 section 2). */
export function DashboardLinks() {
  const { t } = useTranslation('adminDashboard');
  return (
    <nav aria-label={t('links.label')} className="mb-6">
      <ul className="flex flex-wrap gap-3">
        {LINKS.map(([to, key]) => (
          <li key={to}>
            <Link to={to} className={buttonClasses('secondary')}>
              {t(`links.${key}`)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
