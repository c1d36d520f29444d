import 'leaflet/dist/leaflet.css';
import './locations-map.css';
import { useEffect, useMemo, useState } from 'react';
import { divIcon, Marker as LeafletMarker, type Popup as LeafletPopup } from 'leaflet';
import { useTranslation } from 'react-i18next';
import { MapContainer, Marker, Popup, TileLayer, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { MAP_CENTER, MAP_HEIGHT_PX, MAP_ZOOM } from '@domain/postal-locations';
import { Button } from '@/components/button';
import { focusLinkTarget } from '@/lib/focus-target';
import { formatNumber } from '@/lib/format';
import type { Region } from '../utils/location-summary';
import { groupMapPoints, type MapGroup, type PinBox } from '../utils/map-groups';
import { TextAnchor } from '@/components/text-link';

const DEFAULT_TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const TILE_URL = (import.meta.env.VITE_MAP_TILE_URL as string | undefined) || DEFAULT_TILES;

/**
 * Every pin is a 32 x 42 px button (WCAG 2.2 2.5.8 asks 24 x 24) and pins are kept 4 px
 * apart: people whose pins would touch share one pin with their count (utils/map-groups).
 */
const PIN: PinBox = { width: 32, height: 42, gap: 4 };
/** The popup's widest content, its frame (content margins in locations-map.css), and the
 * room kept on its left for the zoom buttons, which are drawn above popups. */
const POPUP_MAX_WIDTH_PX = 260;
const POPUP_FRAME_PX = 52;
const POPUP_CLEAR_LEFT_PX = 52;
/** Keeps a focused pin this far inside the map's edges, clear of the zoom buttons (2.4.11). */
const FOCUS_MARGIN_PX = 56;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * A red pin drawn in SVG (no marker image from a CDN). The focusable element is Leaflet's
 * icon div (role=button); its name is the hidden label, the drawing is aria-hidden. A group's
 * pin shows its count in the white disc.
 */
function pinIcon(label: string, count: number | null) {
  const badge =
    count === null
      ? '<circle cx="16" cy="16" r="5.5" fill="#fff"/>'
      : `<circle cx="16" cy="16" r="12" fill="#fff"/><text x="16" y="16" dy="0.36em" text-anchor="middle" font-size="${count > 99 ? 10 : 14}" font-weight="700" fill="#0f172a">${count > 999 ? '999+' : count}</text>`;
  return divIcon({
    className: 'admin-map-pin',
    html:
      `<span class="sr-only">${escapeHtml(label)}</span>` +
      `<svg viewBox="0 0 32 42" width="${PIN.width}" height="${PIN.height}" aria-hidden="true" focusable="false">` +
      '<path d="M16 1C7.7 1 1 7.7 1 16c0 10.5 15 25 15 25s15-14.5 15-25C31 7.7 24.3 1 16 1z" fill="#b91c1c" stroke="#450a0a" stroke-width="2"/>' +
      `${badge}</svg>`,
    iconSize: [PIN.width, PIN.height],
    iconAnchor: [PIN.width / 2, PIN.height],
    popupAnchor: [0, -PIN.height + 4],
  });
}

/** Moves focus into an opened popup's content (rendered by React just after Leaflet opens it). */
function focusPopupBody(popup: LeafletPopup, tries = 10) {
  const body = popup.getElement()?.querySelector<HTMLElement>('[data-popup-body]');
  if (body) body.focus({ preventScroll: true });
  else if (tries > 0) requestAnimationFrame(() => focusPopupBody(popup, tries - 1));
}

type ShowRegion = (letters: string[], label: string) => void;

/**
 * The interactive map (lazy chunk): one pin per postal-code region (first letter, spec 2
 * section 9) with its count, from the database's counts (issue 23 point 4). Pins are
 * buttons reachable with Tab; Enter or Space opens the popup, whose button lists the
 * region's people in the Detailed User Locations table (paged by the database).
 */
export default function LocationsMap({ regions, onShowRegion }: { regions: Region[]; onShowRegion: ShowRegion }) {
  const { t } = useTranslation('adminDashboard');
  return (
    <section aria-labelledby="locations-map-heading" className="mb-2">
      <h3 id="locations-map-heading" className="sr-only">
        {t('locations.mapHeading')}
      </h3>
      <p id="locations-map-note" className="mb-2 text-slate-800">
        {t('locations.mapNote')}{' '}
        <TextAnchor href="#detailed-locations" onClick={focusLinkTarget}>
          {t('locations.tableLink')}
        </TextAnchor>
      </p>
      <MapContainer
        center={[MAP_CENTER.lat, MAP_CENTER.lng]}
        zoom={MAP_ZOOM}
        zoomControl={false}
        scrollWheelZoom={false}
        className="admin-map"
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
        <GroupedMarkers regions={regions} onShowRegion={onShowRegion} />
      </MapContainer>
    </section>
  );
}

/** One pin per group of regions whose pins would touch at the current zoom, regrouped on zoom. */
function GroupedMarkers({ regions, onShowRegion }: { regions: Region[]; onShowRegion: ShowRegion }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvents({ zoomend: () => setZoom(map.getZoom()) });
  const groups = useMemo(
    () =>
      groupMapPoints(
        regions.map((r) => ({ lat: r.lat, lng: r.lng, area: r.area, item: r })),
        (p) => map.project([p.lat, p.lng], zoom),
        PIN,
      ),
    [regions, map, zoom],
  );

  // A pin reached by Tab outside the visible part of the map (or under the zoom buttons)
  // would be focused unseen: pan the map until it is well inside.
  useEffect(() => {
    const container = map.getContainer();
    const onFocusIn = (e: FocusEvent) => {
      const el = e.target as HTMLElement;
      if (!el.classList.contains('leaflet-marker-icon')) return;
      let marker: LeafletMarker | null = null;
      map.eachLayer((layer) => {
        if (layer instanceof LeafletMarker && layer.getElement() === el) marker = layer;
      });
      if (!marker) return;
      // From the map's own state: the browser may have scrolled the container to show the
      // pin, which Leaflet undoes, so the pin's on-screen box cannot be trusted here.
      const tip = map.latLngToContainerPoint((marker as LeafletMarker).getLatLng());
      const size = map.getSize();
      const box = { left: tip.x - PIN.width / 2, right: tip.x + PIN.width / 2, top: tip.y - PIN.height, bottom: tip.y };
      const m = Math.min(FOCUS_MARGIN_PX, (size.x - PIN.width) / 2, (size.y - PIN.height) / 2);
      const dx = box.left < m ? box.left - m : box.right > size.x - m ? box.right - size.x + m : 0;
      const dy = box.top < m ? box.top - m : box.bottom > size.y - m ? box.bottom - size.y + m : 0;
      if (dx || dy) map.panBy([dx, dy], { animate: !window.matchMedia('(prefers-reduced-motion: reduce)').matches });
    };
    container.addEventListener('focusin', onFocusIn);
    return () => container.removeEventListener('focusin', onFocusIn);
  }, [map]);

  // Keyed by zoom too: after a zoom the pins are added afresh, so the Tab order stays west to east.
  return groups.map((g) => <GroupMarker key={`${zoom}:${g.key}`} group={g} onShowRegion={onShowRegion} />);
}

function GroupMarker({ group, onShowRegion }: { group: MapGroup<Region>; onShowRegion: ShowRegion }) {
  const { t } = useTranslation(['adminDashboard', 'common']);
  const map = useMap();
  const count = group.items.reduce((sum, r) => sum + r.count, 0);
  const areas = new Intl.ListFormat(t('common:intlLocale'), { type: 'conjunction' }).format(group.areas);
  const label = t('locations.markerGroup', { count, formatted: formatNumber(count), areas });
  const letters = group.items.map((r) => r.letter);
  const icon = useMemo(() => pinIcon(label, count), [label, count]);

  return (
    <Marker
      position={[group.lat, group.lng]}
      icon={icon}
      eventHandlers={{
        // Leaflet opens the popup on Enter only; a button also answers Space.
        keydown: (e) => {
          const key = (e.originalEvent as KeyboardEvent).key;
          if (key !== ' ') return;
          e.originalEvent.preventDefault();
          (e.target as LeafletMarker).openPopup();
        },
        popupopen: (e) => focusPopupBody(e.popup),
        // Back to the pin when focus was in the popup (closed by its button or Escape).
        popupclose: (e) => {
          const active = document.activeElement;
          if (!active || active === document.body || e.popup.getElement()?.contains(active))
            (e.target as LeafletMarker).getElement()?.focus({ preventScroll: true });
        },
      }}
    >
      <Popup
        maxWidth={POPUP_MAX_WIDTH_PX}
        autoPanPadding={[8, 8]}
        autoPanPaddingTopLeft={[POPUP_CLEAR_LEFT_PX, 8]}
        eventHandlers={{
          add: (e) => {
            const popup = e.target as LeafletPopup;
            // At 320 px the popup fits between the zoom buttons and the map's right edge.
            popup.options.maxWidth = Math.max(
              120,
              Math.min(POPUP_MAX_WIDTH_PX, map.getSize().x - POPUP_CLEAR_LEFT_PX - POPUP_FRAME_PX - 8),
            );
            const el = popup.getElement();
            // Leaflet names its close button in English only.
            el?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', t('locations.closePopup'));
            // Escape closes the popup from anywhere inside it (Leaflet does so only while the map has focus).
            if (el && !el.dataset.escapeCloses) {
              el.dataset.escapeCloses = 'true';
              el.addEventListener('keydown', (k) => {
                if (k.key !== 'Escape') return;
                k.stopPropagation();
                map.closePopup();
              });
            }
          },
        }}
      >
        <div
          data-popup-body
          role="region"
          aria-label={label}
          // Focus lands here when the popup opens; a long list scrolls with the arrow keys.
          tabIndex={0}
          className="max-h-56 overflow-y-auto pr-1 break-words"
        >
          <h4 className="mb-2 font-bold">{label}</h4>
          <ul className="mb-3 space-y-1">
            {group.items.map((r) => (
              <li key={r.letter}>
                {t('locations.regionLine', {
                  letter: r.letter,
                  area: r.area,
                  count: r.count,
                  formatted: formatNumber(r.count),
                })}
              </li>
            ))}
          </ul>
          <Button
            variant="secondary"
            onClick={() => {
              map.closePopup();
              onShowRegion(letters, areas);
            }}
          >
            {t('locations.showRegion', { count, formatted: formatNumber(count) })}
          </Button>
        </div>
      </Popup>
    </Marker>
  );
}
