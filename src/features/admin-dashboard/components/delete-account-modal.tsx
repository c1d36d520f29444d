import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { Modal } from '@/components/modal';
import { useFormShell } from '@/lib/forms/use-form-shell';
import {
  DELETE_REASON_MAX,
  deleteAccountServerErrors,
  deleteAccountReasonSchema,
  useAdminDeleteAccount,
  type DeleteAccountReason,
} from '../api/delete-account';

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
    serverErrors: deleteAccountServerErrors(name, i18n.resolvedLanguage ?? i18n.language),
  });
  const busy = remove.isPending;

  const save = async ({ reason }: DeleteAccountReason) => {
    await remove.mutateAsync({ userId, reason: reason.trim() });
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
