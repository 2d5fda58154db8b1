import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react/macro';
import L from 'leaflet';
import { useEffect, useId, useRef } from 'react';
import { DEFAULT_MAP_CENTRE, type MapTiles } from '@/lib/map-tiles';
import styles from './AddressMap.module.css';

/** Pixels the pin moves for one arrow key (five with Shift). */
const PIN_STEP = 6;
const ARROWS: Record<string, [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};
const PIN_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="40" viewBox="0 0 32 40" aria-hidden="true"><path d="M16 39C16 39 30 24 30 15A14 14 0 0 0 2 15C2 24 16 39 16 39Z" fill="#0b6b3a" stroke="#fff" stroke-width="2"/><circle cx="16" cy="15" r="5" fill="#fff"/></svg>';

export interface AddressMapProps {
  tiles: MapTiles;
  latitude: number | null;
  longitude: number | null;
  /** The address in words, shown beside the map (what the pin stands for). */
  address: string;
  onMove: (latitude: number, longitude: number) => void;
}

/**
 * The delivery pin on a map (spec §9): centred on the address, or on central Athens when it has
 * no coordinates yet. The shopper drags the pin, or focuses it and moves it with the arrow keys;
 * each move goes with the address. The address stays in text beside the map.
 */
export default function AddressMap({
  tiles,
  latitude,
  longitude,
  address,
  onMove,
}: AddressMapProps) {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const map = useRef<L.Map | null>(null);
  const pin = useRef<L.Marker | null>(null);
  const moved = useRef(onMove);
  moved.current = onMove;
  const hintId = useId();
  const labels = useRef({
    pin: t`Delivery pin: move it with the arrow keys`,
    zoomIn: t`Zoom in`,
    zoomOut: t`Zoom out`,
  });

  // The map is made once; an address found later moves the pin (below).
  // biome-ignore lint/correctness/useExhaustiveDependencies: the first position only
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const at: L.LatLngTuple =
      latitude !== null && longitude !== null
        ? [latitude, longitude]
        : [DEFAULT_MAP_CENTRE.latitude, DEFAULT_MAP_CENTRE.longitude];
    const created = L.map(element, {
      keyboard: false,
      zoomControl: false,
      scrollWheelZoom: false,
    }).setView(at, latitude !== null ? 17 : 14);
    L.control
      .zoom({ zoomInTitle: labels.current.zoomIn, zoomOutTitle: labels.current.zoomOut })
      .addTo(created);
    created.attributionControl.setPrefix(false);
    L.tileLayer(tiles.url, { attribution: tiles.attribution, minZoom: 12, maxZoom: 18 }).addTo(
      created,
    );
    const marker = L.marker(at, {
      draggable: true,
      keyboard: true,
      icon: L.divIcon({
        className: styles.pin,
        html: PIN_SVG,
        iconSize: [32, 40],
        iconAnchor: [16, 40],
      }),
    }).addTo(created);
    const report = () => {
      const { lat, lng } = marker.getLatLng();
      moved.current(lat, lng);
    };
    marker.on('dragend', report);
    const icon = marker.getElement();
    icon?.setAttribute('aria-label', labels.current.pin);
    icon?.setAttribute('aria-describedby', hintId);
    icon?.addEventListener('keydown', (event) => {
      const arrow = ARROWS[event.key];
      if (!arrow) return;
      event.preventDefault();
      const step = event.shiftKey ? PIN_STEP * 5 : PIN_STEP;
      const point = created.latLngToContainerPoint(marker.getLatLng());
      const next = created.containerPointToLatLng(point.add([arrow[0] * step, arrow[1] * step]));
      marker.setLatLng(next);
      created.panInside(next, { padding: [24, 24] });
      report();
    });
    map.current = created;
    pin.current = marker;
    return () => {
      created.remove();
      map.current = null;
      pin.current = null;
    };
  }, []);

  // A street picked in the form: the pin and the map go there.
  useEffect(() => {
    if (latitude === null || longitude === null || !map.current || !pin.current) return;
    const { lat, lng } = pin.current.getLatLng();
    if (lat === latitude && lng === longitude) return;
    pin.current.setLatLng([latitude, longitude]);
    map.current.setView([latitude, longitude], Math.max(map.current.getZoom(), 16));
  }, [latitude, longitude]);

  return (
    <figure className={styles.wrap} aria-label={t`Map of the delivery address`}>
      <div ref={box} className={styles.map} />
      <figcaption>
        <p className={styles.where}>{address}</p>
        <p id={hintId} className={styles.hint}>
          {t`Drag the pin to your door, or focus it and use the arrow keys.`}
        </p>
      </figcaption>
    </figure>
  );
}
