import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '@/components/confirm-modal';
import { LoadFailedBanner } from '@/components/load-failed-banner';
import { buttonClasses } from '@/components/button';
import { FlashRegion } from '@/components/flash-region';
import { PageTitle } from '@/components/page-title';
import { Spinner } from '@/components/spinner';
import { useFlash } from '@/lib/forms/use-flash';
import { serverErrorMessage } from '@/lib/server-errors';
import {
  equipmentServerErrors,
  useDeleteItem,
  useEquipmentData,
  useLend,
  useReturnLoan,
  useSaveItem,
  type EquipmentItem,
  type NeedsEquipment,
} from '../api/equipment';
import {
  emptyItem,
  toItemForm,
  toItemRow,
  type ItemFormValues,
  type LoanFormValues,
} from '../schemas/equipment.schema';
import { InventoryTable } from './inventory-table';
import { ItemForm } from './item-form';
import { LendDialog } from './lend-dialog';
import { NeedsEquipmentList } from './needs-equipment-list';
import { personName } from '@domain/person-name';

/** /admin/equipment: inventory, loans and the participants who need equipment (issue 11). */
export default function AdminEquipmentPage() {
  const { t } = useTranslation(['adminEquipment', 'common']);
  const data = useEquipmentData();
  const save = useSaveItem();
  const remove = useDeleteItem();
  const lend = useLend();
  const giveBack = useReturnLoan();
  const [editing, setEditing] = useState<EquipmentItem | null>(null);
  const [formKey, setFormKey] = useState(0);
  const [toDelete, setToDelete] = useState<EquipmentItem | null>(null);
  const [lendTo, setLendTo] = useState<NeedsEquipment | null>(null);
  const { flash, show, clear: clearFlash, ref: flashRef } = useFlash();
  const initial = useMemo(() => (editing ? toItemForm(editing) : emptyItem), [editing]);

  const failure = (e: unknown) => serverErrorMessage(e, t, equipmentServerErrors);
  const resetForm = () => {
    setEditing(null);
    setFormKey((k) => k + 1);
  };
  const onSave = (v: ItemFormValues) =>
    save.mutate(
      { id: editing?.id, row: toItemRow(v) },
      {
        onSuccess: () => {
          show({ tone: 'success', text: t(editing ? 'form.updated' : 'form.created', { name: v.itemName.trim() }) });
          resetForm();
        },
        onError: (e) => show({ tone: 'error', text: t('form.saveFailed', { message: failure(e) }) }),
      },
    );
  const onLend = async (v: LoanFormValues) => {
    const person = lendTo;
    if (!person) return;
    await lend.mutateAsync({
      equipment_id: v.equipmentId,
      participant_id: person.id,
      quantity: Number(v.quantity),
      notes: v.notes.trim() || null,
    });
    setLendTo(null);
    const item = data.data?.items.find((i) => i.id === v.equipmentId);
    show({
      tone: 'success',
      text: t('lend.done', {
        name: personName(person.first_name, person.last_name),
        item: item?.item_name ?? '',
        count: Number(v.quantity),
      }),
    });
  };
  const onReturn = (loanId: string, who: string, item: string) =>
    giveBack.mutate(loanId, {
      onSuccess: () => show({ tone: 'success', text: t('inventory.returned', { who, item }) }),
      onError: (e) => show({ tone: 'error', text: failure(e) }),
    });
  const confirmDelete = () => {
    const item = toDelete;
    if (!item) return;
    remove.mutate(item.id, {
      onSuccess: () => {
        setToDelete(null);
        if (editing?.id === item.id) resetForm();
        show({ tone: 'success', text: t('inventory.deleted', { item: item.item_name }) });
      },
      onError: (e) => {
        setToDelete(null);
        show({ tone: 'error', text: t('inventory.deleteFailed', { message: failure(e) }) });
      },
    });
  };

  return (
    <section>
      <PageTitle>{t('title')}</PageTitle>
      <p className="mb-4">{t('intro')}</p>
      <p className="mb-6">
        <Link to="/admin" className={buttonClasses('secondary')}>
          {t('backToDashboard')}
        </Link>
      </p>
      <FlashRegion flash={flash} onDismiss={clearFlash} regionRef={flashRef} />
      {data.isPending ? <Spinner label={t('loading')} /> : null}
      {data.isError ? (
        <LoadFailedBanner
          title={t('loadFailed')}
          message={failure(data.error)}
          retryLabel={t('tryAgain')}
          onRetry={() => data.refetch()}
        />
      ) : null}
      {data.data ? (
        <>
          <NeedsEquipmentList people={data.data.needing} onLend={setLendTo} />
          <ItemForm
            key={formKey}
            editing={editing !== null}
            initial={initial}
            busy={save.isPending}
            onSubmit={onSave}
            onCancel={resetForm}
          />
          <h2 className="mb-3 text-2xl font-bold">{t('inventory.heading')}</h2>
          {data.data.items.length === 0 ? (
            <p>{t('inventory.empty')}</p>
          ) : (
            <InventoryTable
              items={data.data.items}
              onEdit={(i) => {
                setEditing(i);
                setFormKey((k) => k + 1);
              }}
              onDelete={setToDelete}
              returningId={giveBack.isPending ? giveBack.variables : undefined}
              onReturn={(l, i) =>
                onReturn(
                  l.id,
                  l.participant ? personName(l.participant.first_name, l.participant.last_name) : '',
                  i.item_name,
                )
              }
            />
          )}
          <LendDialog
            person={lendTo}
            items={data.data.items}
            busy={lend.isPending}
            onLend={onLend}
            onClose={() => setLendTo(null)}
          />
        </>
      ) : null}
      <ConfirmModal
        open={toDelete !== null}
        title={t('inventory.deleteTitle', { item: toDelete?.item_name ?? '' })}
        confirmLabel={t('inventory.deleteConfirm')}
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setToDelete(null)}
      >
        <p>{t('inventory.deleteQuestion')}</p>
      </ConfirmModal>
    </section>
  );
}
