import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { UserRole } from '@/lib/auth/profile';
import { buttonClasses } from '@/components/button';

type Stat = { key: string; label: string; value: number | undefined };

/** Stats cards: players (parents only), active registrations, upcoming events. */
export function StatsCards({
  role,
  players,
  active,
  upcoming,
}: {
  role: UserRole | null;
  players?: number;
  active?: number;
  upcoming?: number;
}) {
  const { t } = useTranslation('dashboard');
  const stats: Stat[] = [
    ...(role === 'parent_guardian' ? [{ key: 'players', label: t('stats.players'), value: players }] : []),
    { key: 'active', label: t('stats.activeRegistrations'), value: active },
    { key: 'upcoming', label: t('stats.upcomingEvents'), value: upcoming },
  ];
  return (
    <ul aria-label={t('stats.label')} className="mb-6 grid gap-4 sm:grid-cols-3">
      {stats.map((s) => (
        <li key={s.key} className="rounded-lg border-2 border-slate-700 bg-white p-4">
          <p className="text-3xl font-bold text-slate-900">{s.value ?? '…'}</p>
          <p className="font-semibold text-slate-800">{s.label}</p>
        </li>
      ))}
    </ul>
  );
}

/** Quick actions per role (spec 1 section 2), shown when the profile is complete. */
export function QuickActions({ role }: { role: UserRole | null }) {
  const { t } = useTranslation('dashboard');
  const actions: { to: string; label: string }[] = [];
  if (role === 'participant' || role === 'volunteer')
    actions.push({ to: '/programs', label: t('actions.browsePrograms') });
  if (role === 'parent_guardian') {
    actions.push({ to: '/participants/new', label: t('actions.addParticipant') });
    actions.push({ to: '/participants', label: t('actions.manageParticipants') });
  }
  // Issue 25 point 6: a family's financial-assistance requests and their states.
  if (role === 'participant' || role === 'parent_guardian')
    actions.push({ to: '/financial-aid', label: t('actions.financialAid') });
  if (role === 'admin') {
    actions.push({ to: '/admin/programs', label: t('actions.managePrograms') });
    actions.push({ to: '/registrations', label: t('actions.viewRegistrations') });
  }
  actions.push({ to: '/profile', label: t('actions.profile') });
  return (
    <nav aria-label={t('actions.label')} className="mb-6">
      <ul className="flex flex-wrap gap-3">
        {actions.map((a, i) => (
          <li key={a.to}>
            <Link to={a.to} className={buttonClasses(i === 0 ? 'primary' : 'secondary')}>
              {a.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
