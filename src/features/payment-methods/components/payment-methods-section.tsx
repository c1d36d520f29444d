import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { Badge } from '@/components/badge';
import { Button, buttonClasses } from '@/components/button';
import { ConfirmModal } from '@/components/confirm-modal';
import { FlashRegion } from '@/components/flash-region';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { Spinner } from '@/components/spinner';
import { useAuth } from '@/lib/auth/use-auth';
import { useFlash } from '@/lib/forms/use-flash';
import { invalidateSavedCards } from '@/lib/data/saved-cards';
import { makeDefaultCard, removeCard, useSavedCards, type SavedCard } from '../api/payment-methods';
import { cardExpiry, cardName } from '../utils/card-label';
import { AddCard } from './add-card';

/**
 * /profile's 'Payment methods' (issue 20 point 5; spec 1 section 7): the saved
 * cards newest first with the default marked, Add a card, Make default and
 * Remove (asked once more). The database keeps one default and lets only the
 * owner change them.
 */
export function PaymentMethodsSection() {
  const { t } = useTranslation(['paymentMethods', 'common']);
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const cards = useSavedCards(user?.id);
  const flash = useFlash();
  const [adding, setAdding] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [removing, setRemoving] = useState<SavedCard | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);

  const refresh = () => invalidateSavedCards(queryClient, user?.id ?? '');

  const makeDefault = async (card: SavedCard) => {
    setBusyId(card.id);
    try {
      await makeDefaultCard(card.id);
      await refresh();
      flash.show({ tone: 'success', text: t('makeDefault.done', { card: cardName(t, card) }) }, { focus: false });
    } catch (error) {
      console.warn('Make default failed', error);
      flash.show({ tone: 'error', text: t('makeDefault.failed') });
    } finally {
      setBusyId(null);
    }
  };

  const confirmRemove = async () => {
    if (!removing) return;
    const card = removing;
    setBusyId(card.id);
    try {
      await removeCard(card.id);
      await refresh();
      setRemoving(null);
      flash.show({ tone: 'success', text: t('remove.done', { card: cardName(t, card) }) });
    } catch (error) {
      console.warn('Remove card failed', error);
      setRemoving(null);
      flash.show({ tone: 'error', text: t('remove.failed') });
    } finally {
      setBusyId(null);
    }
  };

  const closeAdd = () => {
    setAdding(false);
    setTimeout(() => addButton.current?.focus(), 0);
  };

  return (
    <section aria-labelledby="payment-methods-title" className="mb-6 rounded-md border-2 border-slate-600 bg-white p-4">
      <h2 id="payment-methods-title" className="mb-2 text-xl font-bold">
        {t('title')}
      </h2>
      <p className="mb-3 text-slate-800">{t('intro')}</p>
      <FlashRegion flash={flash.flash} onDismiss={flash.clear} regionRef={flash.ref} />
      {cards.isPending && user ? <Spinner label={t('loading')} /> : null}
      {cards.isError ? (
        <LoadFailedBanner
          title={t('loadFailedTitle')}
          message={t('loadFailed')}
          retryLabel={t('tryAgain')}
          onRetry={() => void cards.refetch()}
        />
      ) : null}
      {cards.data ? (
        cards.data.length === 0 ? (
          <p className="mb-3">{t('none')}</p>
        ) : (
          <ul aria-label={t('listLabel')} className="mb-4 grid gap-3">
            {cards.data.map((card) => {
              const name = cardName(t, card);
              const expiry = cardExpiry(card);
              return (
                <li key={card.id} className="rounded-md border-2 border-slate-400 p-3">
                  <p className="flex flex-wrap items-center gap-2 font-bold">
                    {name}
                    {card.is_default ? <Badge tone="info">{t('default')}</Badge> : null}
                  </p>
                  {expiry ? <p>{t('expires', { date: expiry })}</p> : null}
                  <div className="mt-2 flex flex-wrap gap-2">
                    {card.is_default ? null : (
                      <Button
                        variant="secondary"
                        busy={busyId === card.id}
                        disabled={busyId !== null}
                        onClick={() => void makeDefault(card)}
                      >
                        {t('actions.makeDefault')}
                        <span className="sr-only">: {name}</span>
                      </Button>
                    )}
                    <Button variant="secondary" disabled={busyId !== null} onClick={() => setRemoving(card)}>
                      {t('actions.remove')}
                      <span className="sr-only">: {name}</span>
                    </Button>
                  </div>
                </li>
              );
            })}
          </ul>
        )
      ) : null}
      {adding ? (
        <AddCard
          onCancel={closeAdd}
          onSaved={(text) => {
            void refresh();
            setAdding(false);
            // Focus goes to the message (said by screen readers); Add a card follows it.
            flash.show({ tone: 'success', text });
          }}
        />
      ) : user ? (
        <button type="button" ref={addButton} className={buttonClasses('primary')} onClick={() => setAdding(true)}>
          {t('actions.add')}
        </button>
      ) : null}
      <ConfirmModal
        open={removing !== null}
        title={t('remove.title')}
        confirmLabel={t('remove.confirm')}
        busy={busyId !== null}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      >
        <p>{removing ? t('remove.body', { card: cardName(t, removing) }) : null}</p>
      </ConfirmModal>
    </section>
  );
}
