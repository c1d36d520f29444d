import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  participantDefaults,
  toContactPayload,
  toParticipantPayload,
} from '@/components/participant-form/participant-form.schema';
import { ParticipantWizard } from '@/components/participant-form/participant-wizard';
import { participantServerErrors } from '@/components/participant-form/server-errors';
import { useAuth } from '@/lib/auth/use-auth';
import { useCompleteParticipantProfile } from '../api/complete-profile';
import { participantCompletionVariant } from '../schemas/participant-completion.schema';
import { PARTICIPANT_COMPLETION_ID } from './complete-profile-banner';
import { useFinishOnce } from '../hooks/use-finish-once';
import { CompletionSuccess } from './completion-success';
import { AccountNames, lacksNames } from './account-names';

const SERVER_ERRORS = participantServerErrors('profileCompletion:participant.saveFailed');
type Props = {
  onCompleted(): void;
  /** Told when the profile is saved (the success message shows): the page hides the completion banner. */
  onSaved?(): void;
};
const ID = 'pc-';

/**
 * The participant profile completion wizard, inline on the dashboard
 * (spec 1 sections 2, 4, 5, 8): name and e-mail read-only from the account,
 * saved only on the last step, then the auth state is refreshed.
 */
export function ParticipantCompletionForm({ onCompleted, onSaved }: Props) {
  const { t } = useTranslation(['profileCompletion', 'participants', 'common']);
  const { user, profile, refreshProfile } = useAuth();
  const askNames = lacksNames(profile);
  const [done, setDone] = useState(false);
  const save = useCompleteParticipantProfile();
  const variant = useMemo(() => participantCompletionVariant(askNames), [askNames]);
  const { markDone, finish } = useFinishOnce(refreshProfile, onCompleted);

  return (
    <section
      aria-labelledby={PARTICIPANT_COMPLETION_ID}
      className="rounded-md border-2 border-slate-700 bg-white p-4 sm:p-6"
    >
      <h2
        id={PARTICIPANT_COMPLETION_ID}
        className="mb-2 text-2xl font-bold text-slate-900 focus:outline-none focus-visible:outline-3"
      >
        {t('participant.title')}
      </h2>
      <p className="mb-4 text-slate-800">{t('participant.intro')}</p>
      {done ? (
        <CompletionSuccess message={t('participant.saved')} onContinue={() => void finish()} />
      ) : (
        <ParticipantWizard
          variant={variant}
          defaultValues={{
            ...participantDefaults,
            first_name: profile?.first_name ?? '',
            last_name: profile?.last_name ?? '',
            phone: profile?.phone ?? '',
          }}
          idPrefix={ID}
          serverErrors={SERVER_ERRORS}
          save={async (v) => {
            await save.mutateAsync({
              profile: {
                first_name: askNames ? v.first_name.trim() : (profile?.first_name ?? ''),
                last_name: askNames ? v.last_name.trim() : (profile?.last_name ?? ''),
                phone: v.phone.trim(),
              },
              participant: toParticipantPayload(v),
              contact: toContactPayload(v),
            });
            markDone();
            setDone(true);
            onSaved?.();
          }}
          identity={
            <AccountNames
              firstName={profile?.first_name}
              lastName={profile?.last_name}
              email={profile?.email ?? user?.email}
            />
          }
          submitLabel={save.isPending ? t('participant.saving') : t('participant.submit')}
          busy={save.isPending}
          headingLevel={3}
        />
      )}
    </section>
  );
}

export default ParticipantCompletionForm;
