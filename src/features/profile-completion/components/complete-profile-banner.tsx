import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useAuth } from '@/lib/auth/use-auth';
import { focusTarget } from '@/lib/focus-target';

/** Ids of the inline completion forms' headings (the banner moves focus there). */
export const PARTICIPANT_COMPLETION_ID = 'participant-completion-title';
export const VOLUNTEER_COMPLETION_ID = 'volunteer-completion-title';

type Props = {
  /** Element to scroll to and focus; defaults to the form of the signed-in user's role. */
  targetId?: string;
  /** Accepted for a uniform props shape on the dashboard; the banner itself completes nothing. */
  onCompleted?: () => void;
};

/**
 * Spec 1 dashboard: the 'Complete Your Profile' banner for a participant or
 * volunteer whose profile is incomplete; its button scrolls to the inline
 * form and moves keyboard focus to the form's heading.
 */
export function CompleteProfileBanner({ targetId }: Props) {
  const { t } = useTranslation('profileCompletion');
  const { role } = useAuth();
  const target = targetId ?? (role === 'volunteer' ? VOLUNTEER_COMPLETION_ID : PARTICIPANT_COMPLETION_ID);
  const goToForm = () => {
    const el = document.getElementById(target);
    if (!el) return;
    el.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    focusTarget(el, { preventScroll: true });
  };
  return (
    <section
      aria-labelledby="complete-profile-banner-title"
      className="mb-6 rounded-md border-l-8 border-amber-800 bg-amber-50 p-4 text-slate-900"
    >
      <h2 id="complete-profile-banner-title" className="text-xl font-bold">
        {t('banner.title')}
      </h2>
      <p className="mt-1">{role === 'volunteer' ? t('banner.volunteerText') : t('banner.participantText')}</p>
      <Button className="mt-3" onClick={goToForm}>
        {t('banner.action')}
      </Button>
    </section>
  );
}

export default CompleteProfileBanner;
