import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useFormShell } from '@/lib/forms/use-form-shell';
import { localizedText } from '@/lib/localized';
import { serverErrorReason, serverErrorText } from '@/lib/server-errors';
import {
  blockingRegistrations,
  DELETE_REASON_MAX,
  deleteAccountReasonSchema,
  useAdminDeleteAccount,
  type DeleteAccountReason,
} from '../api/delete-account';

const KNOWN_REFUSALS = [
  'active_registrations',
  'admin_account',
  'admin_only',
  'user_not_found',
  'reason_required',
  'reason_too_long',
  'checkout_in_progress',
  'account_deleted',
];

/** A refusal of admin_delete_account in words: the hint's sentence (naming the registrations in the way), or the server's. */
export function deleteRefusal(error: unknown, name: string, t: TFunction, lang: string): string {
  const reason = serverErrorReason(error);
  if (reason && KNOWN_REFUSALS.includes(reason)) {
    const list = blockingRegistrations(error)
      .map((r) => [r.person_name, localizedText(r.program_name_fr, r.program_name, lang)].filter(Boolean).join(', '))
      .join('; ');
    if (reason !== 'active_registrations' || list) return t(`myData:admin.serverErrors.${reason}`, { name, list });
  }
  const message = serverErrorText(error);
  return message ? t('myData:admin.failedWith', { message }) : t('myData:admin.failed');
}

/**
 * 'Delete account' from the users tab (issue 25 point 4): what the deletion removes and keeps, a required
 * reason (recorded with the admin as actor), then admin_delete_account. Refusals are said in the dialog.
 */
export function DeleteAccountModal({
  userId,
  name,
  onClose,
  onDone,
}: {
  userId: string;
  name: string;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t, i18n } = useTranslation(['adminDashboard', 'myData', 'common']);
  const remove = useAdminDeleteAccount();
  const shell = useFormShell<DeleteAccountReason>({
    schema: deleteAccountReasonSchema,
    defaultValues: { reason: '' },
    idPrefix: 'delete-account-',
    serverErrors: { ns: 'myData', fallbackKey: 'myData:admin.failed' },
  });
  const busy = remove.isPending;

  const save = async ({ reason }: DeleteAccountReason) => {
    try {
      await remove.mutateAsync({ userId, reason: reason.trim() });
    } catch (error) {
      // Already in words: the shell shows a message without a hint as it is.
      throw { message: deleteRefusal(error, name, t, i18n.resolvedLanguage ?? i18n.language) };
    }
    onDone();
  };

  return (
    <Modal
      open
      title={t('myData:admin.title', { name })}
      onClose={onClose}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common:cancel')}
          </Button>
          <Button type="submit" form="delete-account-form" variant="danger" busy={busy}>
            {t('myData:admin.confirm')}
          </Button>
        </>
      }
    >
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <p className="mb-4">{t('myData:admin.body')}</p>
      <form
        id="delete-account-form"
        noValidate
        onSubmit={(e) => {
          if (busy) return e.preventDefault();
          return shell.submit(save)(e);
        }}
      >
        <FormField
          label={t('myData:admin.reasonLabel')}
          hint={t('myData:admin.reasonHint', { max: DELETE_REASON_MAX })}
          error={shell.fieldError('reason')}
          required
          id="delete-account-reason"
        >
          <textarea
            rows={3}
            maxLength={DELETE_REASON_MAX}
            className={inputClasses}
            {...shell.form.register('reason')}
          />
        </FormField>
      </form>
    </Modal>
  );
}
