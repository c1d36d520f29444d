import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Button, buttonClasses } from '@/components/button';
import { ErrorSummary } from '@/components/error-summary';
import { FormField, inputClasses } from '@/components/form-field';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useFormShell } from '@/lib/forms/use-form-shell';
import {
  deleteMyAccount,
  deleteServerErrors,
  forgetLocalSession,
  myDataKeys,
  useMyActiveRegistrations,
} from '../api/my-data';
import { deleteAccountSchema, type DeleteAccountValues } from '../schemas/delete-account.schema';
import { ActiveRegistrationsList } from './active-registrations-list';
import { TextLink } from '@/components/text-link';

const PANEL_ID = 'delete-account-panel';
/** What delete_my_account removes or blanks, and what it keeps for the retention period (its migration's header). */
const REMOVED = ['profile', 'participants', 'contacts', 'volunteer', 'cards', 'answers', 'emails', 'login'] as const;
const KEPT = ['registrations', 'payments', 'consents', 'concussion'] as const;

/**
 * 'Delete my account' (issue 25 point 4): what is removed and what is kept (and how long), the active
 * registrations to cancel first (with the way to My Registrations), then the account's e-mail typed to
 * confirm. The database checks all of it again (delete_my_account). On success the session is forgotten
 * here and the person lands on / with the outcome said there.
 */
export function DeleteAccount() {
  const { t } = useTranslation(['myData', 'common']);
  const [open, setOpen] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  return (
    <div>
      <h3 className="mb-2 text-lg font-bold">{t('delete.heading')}</h3>
      <p className="mb-3">{t('delete.summary')}</p>
      <button
        type="button"
        ref={toggle}
        className={buttonClasses('secondary')}
        aria-expanded={open}
        aria-controls={PANEL_ID}
        onClick={() => setOpen((v) => !v)}
      >
        {t('delete.start')}
      </button>
      <div id={PANEL_ID}>
        {open ? (
          <DeletePanel
            onCancel={() => {
              setOpen(false);
              toggle.current?.focus();
            }}
          />
        ) : null}
      </div>
    </div>
  );
}

function DeletePanel({ onCancel }: { onCancel: () => void }) {
  const { t } = useTranslation(['myData', 'common']);
  const { user, profile, role } = useAuth();
  const email = user?.email ?? profile?.email ?? '';
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const active = useMyActiveRegistrations(user?.id);
  const [deleting, setDeleting] = useState(false);
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (!deleted.current) return;
      // The server has already ended every session of the account; forget it here, and all this browser
      // still holds about it.
      void forgetLocalSession().then(() => queryClient.clear());
    },
    [queryClient],
  );
  const shell = useFormShell<DeleteAccountValues>({
    schema: deleteAccountSchema(email),
    defaultValues: { confirmation: '' },
    idPrefix: 'delete-',
    serverErrors: deleteServerErrors,
  });
  const { register } = shell.form;

  const save = async ({ confirmation }: DeleteAccountValues) => {
    setDeleting(true);
    try {
      await deleteMyAccount(user?.id ?? '', confirmation.trim());
    } catch (error) {
      setDeleting(false);
      // The list may have changed since it was read (a registration made in another tab): read it again.
      await queryClient.invalidateQueries({ queryKey: myDataKeys.all });
      throw error;
    }
    // Leave the signed-in page first: its guard would send a signed-out visitor to /login. The session is
    // forgotten once this page is really gone (below): the router changes pages in a transition, which waits
    // for the home page's code while the sign-out would already have redrawn this one.
    deleted.current = true;
    navigate('/', { replace: true, state: { flash: { tone: 'success', text: t('delete.done') } } });
  };

  return (
    <div className="mt-4 rounded-md border-2 border-red-800 p-4">
      <ErrorSummary key={shell.attempt} errors={shell.summary} />
      <h4 className="mb-1 font-bold">{t('delete.removedHeading')}</h4>
      <ul className="mb-3 list-disc pl-6">
        {REMOVED.map((key) => (
          <li key={key}>{t(`delete.removed.${key}`)}</li>
        ))}
      </ul>
      <h4 className="mb-1 font-bold">{t('delete.keptHeading')}</h4>
      <ul className="mb-3 list-disc pl-6">
        {KEPT.map((key) => (
          <li key={key}>{t(`delete.kept.${key}`)}</li>
        ))}
      </ul>
      <p className="mb-4">{t('delete.keptWhy')}</p>

      {role === 'admin' ? (
        <p className="mb-3 font-semibold">{t('delete.adminAccount')}</p>
      ) : active.isPending ? (
        <Spinner label={t('delete.checking')} />
      ) : active.isError ? (
        <LoadFailedBanner
          title={t('delete.activeFailedTitle')}
          message={t('delete.activeFailed')}
          retryLabel={t('delete.tryAgain')}
          onRetry={() => void active.refetch()}
        />
      ) : active.data.length > 0 ? (
        <div className="mb-3 rounded-md border-l-8 border-amber-800 bg-amber-50 p-4">
          <h4 className="mb-1 font-bold">{t('delete.blockedHeading')}</h4>
          <p className="mb-2">{t('delete.blockedIntro', { count: active.data.length })}</p>
          <ActiveRegistrationsList registrations={active.data} />
          <p className="mt-2">
            <TextLink to="/registrations">{t('delete.goToRegistrations')}</TextLink>
          </p>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={(e) => {
            if (deleting) return e.preventDefault();
            return shell.submit(save)(e);
          }}
        >
          <p className="mb-3 font-semibold">{t('delete.cannotUndo')}</p>
          <FormField
            label={t('delete.confirmLabel')}
            hint={t('delete.confirmHint', { email })}
            error={shell.fieldError('confirmation')}
            required
            id="delete-confirmation"
          >
            <input
              type="email"
              autoComplete="off"
              spellCheck={false}
              className={inputClasses}
              {...register('confirmation')}
            />
          </FormField>
          <div className="flex flex-wrap gap-3">
            <Button variant="secondary" onClick={onCancel}>
              {t('common:cancel')}
            </Button>
            <Button type="submit" variant="danger" busy={deleting}>
              {t('delete.confirm')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}
