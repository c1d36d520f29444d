import { useMemo } from 'react';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { orgToday } from '@domain/dates';
import {
  GENDERS_PROFILE,
  nullIfBlank,
  SKATING_LEVELS_PROFILE,
  VISUAL_CLASSIFICATIONS,
} from '@domain/participant-rules';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { MedicalFields } from '@/components/participant-form/emergency-fields';
import { FormMetaProvider } from '@/components/participant-form/form-meta';
import { HockeyFields } from '@/components/participant-form/hockey-fields';
import { TextAreaField, TextField } from '@/components/participant-form/inputs';
import {
  fromParticipantRow,
  participantDefaults,
  toParticipantPayload,
  type ParticipantRow,
  type ParticipantValues,
} from '@/components/participant-form/participant-form.schema';
import { PersonalFields } from '@/components/participant-form/personal-fields';
import { participantServerErrors } from '@/components/participant-form/server-errors';
import { presentStepErrors } from '@/components/participant-form/step-errors';
import type { UserProfile } from '@/lib/auth/profile';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { useUpdateProfile } from '../api/update-profile';
import { profileSchema } from '../schemas/profile.schema';

type Props = {
  profile: UserProfile;
  participant: ParticipantRow | null;
  onSaved: () => void;
  onCancel: () => void;
  onFailed: () => void;
};
const REQUIRED = ['date_of_birth', 'city', 'gender_identity', 'visual_classification'];
const ID = 'profile-';
const SERVER_ERRORS = participantServerErrors('profile:errors.updateFailed');

/** Edit mode: Basic Information, and Player Information for the participant role (spec 1 sections 2, 3). */
export function ProfileEditForm({ profile, participant, onSaved, onCancel, onFailed }: Props) {
  const { t } = useTranslation(['profile', 'participants', 'common']);
  const player = profile.role === 'participant' && participant !== null;
  const save = useUpdateProfile();
  const phoneRequired = profile.role === 'participant' || profile.role === 'volunteer';
  const schema = useMemo(() => profileSchema(orgToday(new Date()), { phoneRequired, player }), [phoneRequired, player]);
  const shell = useFormShell<ParticipantValues>({
    schema,
    defaultValues: {
      ...(participant ? fromParticipantRow(participant) : participantDefaults),
      first_name: profile.first_name ?? '',
      last_name: profile.last_name ?? '',
      phone: profile.phone ?? '',
    },
    idPrefix: ID,
    // A refusal is said by the page's banner (onFailed), not the summary.
    serverErrors: SERVER_ERRORS,
    reValidateMode: 'onSubmit',
    present: (errors) => presentStepErrors(errors, t, ID).summary,
  });
  const inline = presentStepErrors(shell.form.formState.errors, t, ID).inline;

  const onSubmit = shell.submit(async (v) => {
    const basics = { first_name: v.first_name.trim(), last_name: v.last_name.trim(), phone: nullIfBlank(v.phone) };
    try {
      await save.mutateAsync({
        userId: profile.id,
        basics,
        participant:
          player && participant
            ? {
                id: participant.id,
                values: { ...toParticipantPayload(v), first_name: basics.first_name, last_name: basics.last_name },
              }
            : undefined,
        volunteer: profile.role === 'volunteer',
      });
      onSaved();
    } catch {
      onFailed();
    }
  });

  return (
    <FormProvider {...shell.form}>
      <FormMetaProvider errors={inline} idPrefix={ID}>
        <form noValidate onSubmit={onSubmit}>
          <ErrorSummary errors={shell.summary} />
          <section
            aria-labelledby="basic-edit-title"
            className="mb-6 rounded-md border-2 border-slate-600 bg-white p-4"
          >
            <h2 id="basic-edit-title" className="mb-3 text-xl font-bold">
              {t('basic.title')}
            </h2>
            <TextField
              name="first_name"
              label={t('participants:fields.first_name')}
              required
              autoComplete="given-name"
            />
            <TextField
              name="last_name"
              label={t('participants:fields.last_name')}
              required
              autoComplete="family-name"
            />
            <TextField
              name="phone"
              label={t('participants:fields.phone')}
              type="tel"
              required={phoneRequired}
              autoComplete="tel"
              hint={t('participants:hints.phone')}
            />
            <p className="mb-2">
              <span className="font-semibold">
                {t('participants:labelled', { label: t('participants:fields.email') })}
              </span>{' '}
              <span className="break-all">{profile.email}</span>
            </p>
            <p className="text-slate-700">{t('basic.emailNote')}</p>
          </section>
          {player ? (
            <section
              aria-labelledby="player-edit-title"
              className="mb-6 rounded-md border-2 border-slate-600 bg-white p-4"
            >
              <h2 id="player-edit-title" className="mb-3 text-xl font-bold">
                {t('player.title')}
              </h2>
              <PersonalFields genders={GENDERS_PROFILE} classifications={VISUAL_CLASSIFICATIONS} required={REQUIRED} />
              <HockeyFields skatingLevels={SKATING_LEVELS_PROFILE} required={[]} />
              <MedicalFields />
              <TextAreaField name="social_media_handles" label={t('participants:fields.social_media_handles')} />
            </section>
          ) : null}
          <div className="flex flex-wrap gap-3">
            <Button type="submit" busy={save.isPending} disabled={save.isPending}>
              {save.isPending ? t('edit.saving') : t('edit.save')}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={save.isPending}>
              {t('common:cancel')}
            </Button>
          </div>
        </form>
      </FormMetaProvider>
    </FormProvider>
  );
}
