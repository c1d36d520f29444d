import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import type { NeedsEquipment } from '../api/equipment';
import { personName } from '@domain/person-name';

/** Participants who said they need equipment: the to-do list, with what each already holds. */
export function NeedsEquipmentList({
  people,
  onLend,
}: {
  people: NeedsEquipment[];
  onLend: (p: NeedsEquipment) => void;
}) {
  const { t } = useTranslation('adminEquipment');
  return (
    <section aria-labelledby="needs-heading" className="mb-8">
      <h2 id="needs-heading" className="mb-2 text-2xl font-bold">
        {t('needs.heading')}
      </h2>
      <p className="mb-3">{t('needs.intro')}</p>
      {people.length === 0 ? (
        <p>{t('needs.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {people.map((p) => {
            const name = personName(p.first_name, p.last_name);
            return (
              <li
                key={p.id}
                className="flex flex-wrap items-center justify-between gap-3 rounded-md border-2 border-slate-700 p-3"
              >
                <div>
                  <p className="font-semibold">
                    {name}
                    {p.city ? `, ${p.city}` : ''}
                  </p>
                  <p>
                    {p.loans.length === 0
                      ? t('needs.nothingYet')
                      : t('needs.holding', {
                          items: p.loans
                            .map(
                              (l) =>
                                `${l.quantity} × ${l.item?.item_name ?? ''}${l.item?.size ? ` (${l.item.size})` : ''}`,
                            )
                            .join(', '),
                        })}
                  </p>
                </div>
                <Button variant="secondary" onClick={() => onLend(p)} aria-label={t('needs.lendTo', { name })}>
                  {t('needs.lend')}
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
