import { useState } from 'react';
import { CompleteProfileBanner } from './complete-profile-banner';
import { ParticipantCompletionForm } from './participant-completion-form';
import { VolunteerCompletionForm } from './volunteer-completion-form';

/**
 * The dashboard's profile completion: the 'Complete Your Profile' banner and
 * the inline form, one state at a time (issue 21 point 12): once the profile
 * is saved the banner goes and only the success message (with Continue) stays.
 */
export function ProfileCompletionSection({
  role,
  onCompleted,
}: {
  role: 'participant' | 'volunteer';
  onCompleted: () => void;
}) {
  const [saved, setSaved] = useState(false);
  const onSaved = () => setSaved(true);
  return (
    <>
      {saved ? null : <CompleteProfileBanner />}
      <div className="mb-8">
        {role === 'volunteer' ? (
          <VolunteerCompletionForm onCompleted={onCompleted} onSaved={onSaved} />
        ) : (
          <ParticipantCompletionForm onCompleted={onCompleted} onSaved={onSaved} />
        )}
      </div>
    </>
  );
}
