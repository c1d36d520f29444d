import { useTranslation } from 'react-i18next';
import { formatCoordinates, formatPostalCode } from '@domain/postal-locations';
import { Table } from '@/components/table';
import type { UserLocation } from '../api/locations';
import { useLabels } from '../hooks/use-labels';

/** The accessible equivalent of the map: every marker as a row (ARCHITECTURE section 6). */
export function LocationsTable({ locations }: { locations: UserLocation[] }) {
  const { t } = useTranslation('adminDashboard');
  const labels = useLabels();
  return (
    <Table caption={t('locations.tableCaption')} captionHidden>
      <thead>
        <tr>
          <th scope="col">{t('locations.columns.user')}</th>
          <th scope="col">{t('locations.columns.city')}</th>
          <th scope="col">{t('locations.columns.province')}</th>
          <th scope="col">{t('locations.columns.postalCode')}</th>
          <th scope="col">{t('locations.columns.coordinates')}</th>
        </tr>
      </thead>
      <tbody>
        {locations.map((l) => (
          <tr key={l.id}>
            <th scope="row" className="font-normal">
              <p className="font-semibold">{l.name}</p>
              <p className="break-all">{l.email}</p>
            </th>
            <td>{l.city ?? ''}</td>
            <td>{l.province ? labels.province(l.province) : ''}</td>
            <td>{formatPostalCode(l.postalCode)}</td>
            <td>{l.point ? formatCoordinates(l.point) : ''}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
