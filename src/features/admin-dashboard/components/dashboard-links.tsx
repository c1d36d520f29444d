import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { buttonClasses } from '@/components/button';
import { formatNumber } from '@/lib/format';
import { useSetupStatus } from '@/lib/data/setup-status';
import { useRefundsWaiting } from '../api/refunds-waiting';
import { TextLink } from '@/components/text-link';

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
  ['/admin/settings', 'settings'],
  ['/admin/setup', 'setup'],
] as const;

/** The launch checklist while the site is not ready (issue 36); the five admin links (spec 2 section 2), Legal Texts (issue 22) and Concussion Safety (issue 24), Financial Aid, Access Log and Accessibility Feedback (issue 25), Organisation Settings and the Launch Checklist (issue 36), then Refunds with how many wait (issue 20 point 1). */
export function DashboardLinks() {
  const { t } = useTranslation('adminDashboard');
  const waiting = useRefundsWaiting();
  const setup = useSetupStatus();
  return (
    <nav aria-label={t('links.label')} className="mb-6">
      {/* While anything is missing for a season, the launch checklist comes first (issue 36 point 2). */}
      {setup.data && !setup.data.ready ? (
        <p className="mb-4 rounded-md border-l-8 border-amber-800 bg-amber-50 p-3">
          <strong>{t('setup.notReady')}</strong> <TextLink to="/admin/setup">{t('setup.open')}</TextLink>
        </p>
      ) : null}
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
