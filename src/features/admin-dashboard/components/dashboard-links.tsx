import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/button';
import { formatNumber } from '@/lib/format';
import { useRefundsWaiting } from '../api/refunds-waiting';

const LINKS = [
  ['/admin/programs', 'managePrograms'],
  ['/admin/registrations', 'allRegistrations'],
  ['/admin/program-coordinators', 'coordinators'],
  ['/admin/events', 'manageEvents'],
  ['/admin/equipment', 'equipment'],
  ['/admin/legal', 'legal'],
  ['/admin/concussion', 'concussion'],
  ['/admin/financial-aid', 'financialAid'],
  ['/admin/access-log', 'accessLog'],
  ['/admin/accessibility-feedback', 'accessibilityFeedback'],
] as const;

/** The five admin links (spec 2 section 2), Legal Texts (issue 22) and Concussion Safety (issue 24), Financial Aid, Access Log and Accessibility Feedback (issue 25), then Refunds with how many wait (issue 20 point 1). */
export function DashboardLinks() {
  const { t } = useTranslation('adminDashboard');
  const waiting = useRefundsWaiting();
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
        <li>
          <Link to="/admin/refunds" className={buttonClasses('secondary')}>
            {waiting.data === undefined
              ? t('links.refunds')
              : t('links.refundsWaiting', { count: waiting.data, n: formatNumber(waiting.data) })}
          </Link>
        </li>
      </ul>
    </nav>
  );
}
