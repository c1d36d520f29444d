// Grouping of the admin map's markers (issue 21 point 10, WCAG 2.2 2.5.8 Target Size).
// Participants are placed by the first letter of their postal code, so many share one point,
// and some points lie a few pixels apart at the zoom shown (Montréal and Sherbrooke at zoom 4).
// Pins drawn there would overlap: each pin would be only partly clickable, and a pin wholly
// under another could not be reached by pointer at all. So the map draws one pin per group:
//   1. people at the same place (coordinates equal to 3 decimals, about 100 m) form one group;
//   2. groups whose pins would overlap at the current zoom, or come closer than `gap` pixels,
//      merge (and the merged pin may then overlap another: repeat until no two pins do).
// The caller recomputes the groups when the zoom changes, so zooming in splits them again.

export type LatLng = { lat: number; lng: number };
export type Pixel = { x: number; y: number };

/** One person on the map: where, the name of the place, and what to list in the popup. */
export type MapPoint<T> = LatLng & { area: string; item: T };

/** One pin: its position (the place with the most people of the group), places and people. */
export type MapGroup<T> = LatLng & {
  /** Stable while the group's places stay the same (the place keys, sorted). */
  key: string;
  /** The places of the group, most people first. */
  areas: string[];
  /** The people, in input order. */
  items: T[];
};

/** The pin's box in CSS pixels, the same for every pin, and the free space kept between two pins. */
export type PinBox = { width: number; height: number; gap: number };

/** Same place when the coordinates agree to 3 decimals (about 100 m). */
export function placeKey({ lat, lng }: LatLng): string {
  return `${lat.toFixed(3)},${lng.toFixed(3)}`;
}

/** Two pins of the same box anchored at `a` and `b` overlap, or come closer than the gap. */
export function pinsCollide(a: Pixel, b: Pixel, box: PinBox): boolean {
  return Math.abs(a.x - b.x) < box.width + box.gap && Math.abs(a.y - b.y) < box.height + box.gap;
}

type Place<T> = LatLng & { key: string; area: string; items: T[]; order: number };
type Draft<T> = { places: Place<T>[]; anchor: Place<T>; pixel: Pixel };

/** The place a merged pin stands on: the one with the most people, then the first in input order. */
function anchorOf<T>(places: Place<T>[]): Place<T> {
  return places.reduce((best, p) =>
    p.items.length > best.items.length || (p.items.length === best.items.length && p.order < best.order) ? p : best,
  );
}

/**
 * Groups the points into pins that never overlap at the zoom described by `project` (a
 * point to its pixel position at the current zoom). Output order: west to east, then north
 * to south, which is also the keyboard order of the pins.
 */
export function groupMapPoints<T>(
  points: ReadonlyArray<MapPoint<T>>,
  project: (p: LatLng) => Pixel,
  box: PinBox,
): MapGroup<T>[] {
  const places = new Map<string, Place<T>>();
  for (const p of points) {
    const key = placeKey(p);
    const place = places.get(key);
    if (place) place.items.push(p.item);
    else places.set(key, { key, lat: p.lat, lng: p.lng, area: p.area, items: [p.item], order: places.size });
  }

  let drafts: Draft<T>[] = [...places.values()].map((p) => ({ places: [p], anchor: p, pixel: project(p) }));
  // Merge one colliding pair at a time, then look again: a merged pin stands on its
  // largest place, which may now collide with a pin that was clear of both before.
  for (;;) {
    let pair: [number, number] | null = null;
    for (let i = 0; i < drafts.length && !pair; i += 1) {
      for (let j = i + 1; j < drafts.length; j += 1) {
        if (pinsCollide(drafts[i].pixel, drafts[j].pixel, box)) {
          pair = [i, j];
          break;
        }
      }
    }
    if (!pair) break;
    const [i, j] = pair;
    const merged = [...drafts[i].places, ...drafts[j].places];
    const anchor = anchorOf(merged);
    const next: Draft<T> = {
      places: merged,
      anchor,
      pixel: anchor === drafts[i].anchor ? drafts[i].pixel : project(anchor),
    };
    drafts = drafts.filter((_, k) => k !== i && k !== j);
    drafts.push(next);
  }

  return drafts
    .map(({ places: ps, anchor }) => {
      const byOrder = [...ps].sort((a, b) => a.order - b.order);
      const bySize = [...byOrder].sort((a, b) => b.items.length - a.items.length);
      return {
        key: ps
          .map((p) => p.key)
          .sort()
          .join('|'),
        lat: anchor.lat,
        lng: anchor.lng,
        areas: [...new Set(bySize.map((p) => p.area))],
        items: itemsInInputOrder(byOrder, points),
      };
    })
    .sort((a, b) => a.lng - b.lng || b.lat - a.lat);
}

/** The people of these places in the order they were given. */
function itemsInInputOrder<T>(places: Place<T>[], points: ReadonlyArray<MapPoint<T>>): T[] {
  const keys = new Set(places.map((p) => p.key));
  return points.filter((p) => keys.has(placeKey(p))).map((p) => p.item);
}
