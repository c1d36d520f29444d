import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router-dom';
import { buttonClasses } from '@/components/button';
import { PageTitle } from '@/components/page-title';
import {
  participantDefaults,
  toContactPayload,
  toParticipantPayload,
} from '@/components/participant-form/participant-form.schema';
import { ParticipantWizard } from '@/components/participant-form/participant-wizard';
import { participantServerErrors } from '@/components/participant-form/server-errors';
import { useCreateParticipant } from '../api/participants';
import { ADD_PARTICIPANT } from '../schemas/participant-steps.schema';
import { personName } from '@domain/person-name';

const SERVER_ERRORS = participantServerErrors('participants:add.failed');

/**
 * /participants/new (spec 1 sections 2, 5, 8): Personal Info, Emergency &
 * Medical, Hockey Info; no self-describe gender and no Unknown classification.
 */
export default function ParticipantNewPage() {
  const { t } = useTranslation(['participants', 'common']);
  const navigate = useNavigate();
  const create = useCreateParticipant();
  return (
    <section className="mx-auto max-w-2xl">
      <PageTitle>{t('add.title')}</PageTitle>
      <ParticipantWizard
        variant={ADD_PARTICIPANT}
        defaultValues={participantDefaults}
        idPrefix=""
        serverErrors={SERVER_ERRORS}
        save={async (v) => {
          await create.mutateAsync({ participant: toParticipantPayload(v), contact: toContactPayload(v) });
          navigate('/participants', { state: { added: personName(v.first_name.trim(), v.last_name.trim()) } });
        }}
        submitLabel={create.isPending ? t('add.saving') : t('add.submit')}
        busy={create.isPending}
        cancel={
          <Link to="/participants" className={buttonClasses('secondary')}>
            {t('common:cancel')}
          </Link>
        }
      />
    </section>
  );
}
