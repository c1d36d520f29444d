import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import type { ParticipantRow } from '@/components/participant-form/participant-form.schema';
import { participantServerErrors } from '@/components/participant-form/server-errors';
import { serverErrorMessage, serverErrorReason } from '@/lib/server-errors';
import { DeleteRefused, useDeleteParticipant } from '../api/participants';
import { personName } from '@domain/person-name';

/**
 * Refusals the dialog explains in full, with what the family can do instead (not inside 'Failed to delete'):
 * money or a started program (issue 17 point 4), concussion safety records (issue 33 point 2, decision 0055).
 */
const EXPLAINED = new Set([
  'participant_has_paid_registration',
  'participant_in_started_program',
  'account_inactive',
  'participant_removed_from_sport',
  'participant_has_concussion_history',
]);
const DELETE_ERRORS = participantServerErrors('participants:edit.unknownError', {
  wrapKey: 'participants:delete.failed',
});

type Props = {
  participant: ParticipantRow | null;
  userId: string;
  onClose: () => void;
  onDeleted: (name: string) => void;
};

/** Delete confirmation (spec 1 sections 2, 7, 8); the spec's alert texts shown in the dialog. */
export function DeleteParticipantModal({ participant, userId, onClose, onDeleted }: Props) {
  const { t } = useTranslation(['participants', 'common']);
  const remove = useDeleteParticipant();
  const [error, setError] = useState<string | null>(null);
  const name = participant ? personName(participant.first_name, participant.last_name) : '';
  const close = () => {
    setError(null);
    onClose();
  };
  const confirm = async () => {
    if (!participant) return;
    setError(null);
    try {
      await remove.mutateAsync({ id: participant.id, userId });
      onDeleted(name);
    } catch (e) {
      // Money, a started program or concussion safety records keep the record: say why and what to do.
      if (e instanceof DeleteRefused && EXPLAINED.has(serverErrorReason(e) ?? '')) {
        return setError(serverErrorMessage(e, t, participantServerErrors('', { values: { name } })));
      }
      // success false: its error or 'Failed to delete participant'; a thrown error: its message or 'Unknown error'.
      if (e instanceof DeleteRefused && !e.reason) return setError(t('delete.failedGeneric'));
      setError(serverErrorMessage(e, t, DELETE_ERRORS));
    }
  };
  return (
    <Modal
      open={participant !== null}
      title={t('delete.title', { name })}
      onClose={close}
      actions={
        <>
          <Button variant="secondary" onClick={close} disabled={remove.isPending}>
            {t('common:cancel')}
          </Button>
          <Button variant="danger" onClick={confirm} busy={remove.isPending} disabled={remove.isPending}>
            {remove.isPending ? t('delete.deleting') : t('delete.confirm')}
          </Button>
        </>
      }
    >
      <p>{t('delete.body', { name })}</p>
      {error ? (
        <p role="alert" className="mt-4 rounded-md border-l-8 border-red-800 bg-red-50 p-3 font-semibold text-red-900">
          {error}
        </p>
      ) : null}
    </Modal>
  );
}
