import 'leaflet/dist/leaflet.css';
import './locations-map.css';
import { divIcon } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, ZoomControl } from 'react-leaflet';
import { formatPostalCode, MAP_CENTER, MAP_HEIGHT_PX, MAP_ZOOM } from '@domain/postal-locations';
import type { UserLocation } from '../api/locations';
import { useLabels } from '../hooks/use-labels';

const DEFAULT_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_URL = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || DEFAULT_TILES;

// A red pin drawn in SVG: no marker image from a CDN.
const redPin = divIcon({
  className: 'admin-map-pin',
  html: '<svg viewBox="0 0 24 36" width="24" height="36" aria-hidden="true" focusable="false"><path d="M12 0C5.4 0 0 5.4 0 12c0 9 12 24 12 24s12-15 12-24C24 5.4 18.6 0 12 0z" fill="#b91c1c" stroke="#450a0a" stroke-width="1.5"/><circle cx="12" cy="12" r="4.5" fill="#fff"/></svg>',
  iconSize: [24, 36],
  iconAnchor: [12, 36],
  popupAnchor: [0, -32],
});

/** The interactive map (lazy chunk). Markers are buttons reachable with Tab; Enter opens the popup. */
export default function LocationsMap({ locations }: { locations: UserLocation[] }) {
  const { t } = useTranslation('adminDashboard');
  const labels = useLabels();
  return (
    <section aria-labelledby="locations-map-heading" className="mb-2">
      <h3 id="locations-map-heading" className="sr-only">
        {t('locations.mapHeading')}
      </h3>
      <p id="locations-map-note" className="mb-2 text-slate-800">
        {t('locations.mapNote')}{' '}
        <a href="#detailed-locations" className="font-semibold text-blue-900 underline">
          {t('locations.tableLink')}
        </a>
      </p>
      <MapContainer
        center={[MAP_CENTER.lat, MAP_CENTER.lng]}
        zoom={MAP_ZOOM}
        zoomControl={false}
        scrollWheelZoom={false}
        style={{ height: MAP_HEIGHT_PX, width: '100%' }}
        ref={(map) => {
          const el = map?.getContainer();
          el?.setAttribute('aria-label', t('locations.mapLabel'));
          el?.setAttribute('role', 'region');
          el?.setAttribute('aria-describedby', 'locations-map-note');
        }}
      >
        <ZoomControl position="topleft" zoomInTitle={t('locations.zoomIn')} zoomOutTitle={t('locations.zoomOut')} />
        <TileLayer
          url={TILE_URL}
          attribution='&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>'
        />
        {locations.map((l) => (
          <Marker
            key={l.id}
            position={[l.point!.lat, l.point!.lng]}
            icon={redPin}
            title={t('locations.markerTitle', { name: l.name, city: l.city ?? '' })}
          >
            <Popup
              eventHandlers={{
                // Leaflet names its close button in English only.
                add: (e) =>
                  e.target
                    .getElement()
                    ?.querySelector('.leaflet-popup-close-button')
                    ?.setAttribute('aria-label', t('locations.closePopup')),
              }}
            >
              <p className="font-bold">{l.name}</p>
              <p>{l.email}</p>
              <p>{[l.city, l.province ? labels.province(l.province) : ''].filter(Boolean).join(', ')}</p>
              <p>{formatPostalCode(l.postalCode)}</p>
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </section>
  );
}
