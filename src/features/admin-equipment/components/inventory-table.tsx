import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Table } from '@/components/table';
import { orgToday } from '@domain/dates';
import { formatDate } from '@/lib/format';
import type { EquipmentItem, OpenLoan } from '../api/equipment';
import { availableQuantity } from '../schemas/equipment.schema';
import { personName } from '@domain/person-name';

type Props = {
  items: EquipmentItem[];
  onEdit: (i: EquipmentItem) => void;
  onDelete: (i: EquipmentItem) => void;
  onReturn: (loan: OpenLoan, item: EquipmentItem) => void;
  returningId?: string;
};

const itemLabel = (i: EquipmentItem) => (i.size ? `${i.item_name} (${i.size})` : i.item_name);

/** Inventory: quantity held, on the shelf, and who has the rest (with Return). */
export function InventoryTable({ items, onEdit, onDelete, onReturn, returningId }: Props) {
  const { t } = useTranslation('adminEquipment');
  return (
    <Table caption={t('inventory.caption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('inventory.columns.item')}</th>
          <th scope="col">{t('inventory.columns.category')}</th>
          <th scope="col">{t('inventory.columns.quantity')}</th>
          <th scope="col">{t('inventory.columns.condition')}</th>
          <th scope="col">{t('inventory.columns.loans')}</th>
          <th scope="col">{t('inventory.columns.actions')}</th>
        </tr>
      </thead>
      <tbody>
        {items.map((i) => (
          <tr key={i.id}>
            <th scope="row" className="font-normal">
              <p className="font-semibold">{itemLabel(i)}</p>
              {i.notes ? <p className="text-slate-800">{i.notes}</p> : null}
            </th>
            <td>{i.category ?? ''}</td>
            <td>
              {t('inventory.available', { available: availableQuantity(i.quantity, i.loans), total: i.quantity })}
            </td>
            <td>{i.condition ? t(`conditions.${i.condition}`) : t('form.conditionUnknown')}</td>
            <td>
              {i.loans.length === 0 ? (
                t('inventory.noLoans')
              ) : (
                <ul className="space-y-2">
                  {i.loans.map((l) => {
                    const who = l.participant
                      ? personName(l.participant.first_name, l.participant.last_name)
                      : t('inventory.unknownBorrower');
                    return (
                      <li key={l.id}>
                        {t('inventory.loanLine', {
                          who,
                          count: l.quantity,
                          date: formatDate(orgToday(new Date(l.loaned_at)), undefined, 'medium'),
                        })}{' '}
                        <Button
                          variant="link"
                          className="px-1"
                          busy={returningId === l.id}
                          onClick={() => onReturn(l, i)}
                          aria-label={t('inventory.returnNamed', { who, item: itemLabel(i) })}
                        >
                          {t('inventory.return')}
                        </Button>
                      </li>
                    );
                  })}
                </ul>
              )}
            </td>
            <td>
              <div className="flex flex-wrap gap-2">
                <Button
                  variant="secondary"
                  onClick={() => onEdit(i)}
                  aria-label={t('inventory.editNamed', { item: itemLabel(i) })}
                >
                  {t('inventory.edit')}
                </Button>
                <Button
                  variant="danger"
                  onClick={() => onDelete(i)}
                  aria-label={t('inventory.deleteNamed', { item: itemLabel(i) })}
                >
                  {t('inventory.delete')}
                </Button>
              </div>
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
