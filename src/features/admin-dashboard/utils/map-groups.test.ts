import { describe, expect, it } from 'vitest';
import { POSTAL_LETTER_POINTS } from '@domain/postal-locations';
import { groupMapPoints, pinsCollide, placeKey, type LatLng, type MapPoint, type PinBox } from './map-groups';

// Pins of 32 x 42 px kept 4 px apart: two pins collide when |dx| < 36 and |dy| < 46.
const BOX: PinBox = { width: 32, height: 42, gap: 4 };
// 10 px per degree, north up.
const flat =
  (scale = 10) =>
  ({ lat, lng }: LatLng) => ({ x: lng * scale, y: -lat * scale });
const pt = (item: string, lat: number, lng: number, area = item): MapPoint<string> => ({ item, lat, lng, area });
const summary = (groups: ReturnType<typeof groupMapPoints<string>>) =>
  groups.map((g) => ({ at: [g.lat, g.lng], areas: g.areas, items: g.items }));

describe('placeKey', () => {
  it.each([
    [{ lat: 43.6532, lng: -79.3832 }, '43.653,-79.383'],
    [{ lat: 43.65321, lng: -79.38319 }, '43.653,-79.383'],
    [{ lat: 43.6539, lng: -79.3832 }, '43.654,-79.383'],
  ])('%o -> %s', (p, key) => expect(placeKey(p)).toBe(key));
});

describe('pinsCollide', () => {
  it.each([
    ['same point', { x: 0, y: 0 }, { x: 0, y: 0 }, true],
    ['35 px apart across', { x: 0, y: 0 }, { x: 35, y: 0 }, true],
    ['36 px apart across (width + gap)', { x: 0, y: 0 }, { x: 36, y: 0 }, false],
    ['45 px apart down', { x: 0, y: 0 }, { x: 0, y: 45 }, true],
    ['46 px apart down (height + gap)', { x: 0, y: 0 }, { x: 0, y: 46 }, false],
    ['close across but far down', { x: 0, y: 0 }, { x: 10, y: -60 }, false],
    ['close on both axes, diagonally', { x: 0, y: 0 }, { x: -30, y: 40 }, true],
  ])('%s', (_, a, b, collide) => {
    expect(pinsCollide(a, b, BOX)).toBe(collide);
    expect(pinsCollide(b, a, BOX)).toBe(collide);
  });
});

describe('groupMapPoints', () => {
  it.each([
    { name: 'nobody', points: [], groups: [] },
    {
      name: 'one person',
      points: [pt('Ann', 45, -75, 'Ottawa')],
      groups: [{ at: [45, -75], areas: ['Ottawa'], items: ['Ann'] }],
    },
    {
      name: 'three people of one postal region share its point',
      points: [
        pt('Ann', 60.7212, -135.0568, 'Whitehorse'),
        pt('Bob', 45, -60),
        pt('Cy', 60.7212, -135.0568, 'Whitehorse'),
        pt('Di', 60.7212, -135.0568, 'Whitehorse'),
      ],
      groups: [
        { at: [60.7212, -135.0568], areas: ['Whitehorse'], items: ['Ann', 'Cy', 'Di'] },
        { at: [45, -60], areas: ['Bob'], items: ['Bob'] },
      ],
    },
    {
      name: 'near-identical coordinates (same to 3 decimals) are one place',
      points: [pt('Ann', 43.65321, -79.38321, 'Toronto'), pt('Bob', 43.6532, -79.3832, 'Toronto')],
      groups: [{ at: [43.65321, -79.38321], areas: ['Toronto'], items: ['Ann', 'Bob'] }],
    },
    {
      name: 'two letters with the same point (L and M, Toronto) are one place',
      points: [pt('Ann', 43.6532, -79.3832, 'Toronto'), pt('Bob', 43.6532, -79.3832, 'Toronto')],
      groups: [{ at: [43.6532, -79.3832], areas: ['Toronto'], items: ['Ann', 'Bob'] }],
    },
    {
      name: 'pins that would overlap merge, on the place with the most people, places most first',
      points: [pt('Ann', 45, -75, 'Ottawa'), pt('Bob', 45.2, -73, 'Montréal'), pt('Cy', 45.2, -73, 'Montréal')],
      groups: [{ at: [45.2, -73], areas: ['Montréal', 'Ottawa'], items: ['Ann', 'Bob', 'Cy'] }],
    },
    {
      name: 'a tie in size keeps the first place given',
      points: [pt('Ann', 45, -75, 'Ottawa'), pt('Bob', 45.2, -73, 'Montréal')],
      groups: [{ at: [45, -75], areas: ['Ottawa', 'Montréal'], items: ['Ann', 'Bob'] }],
    },
    {
      name: 'pins just clear of each other stay apart, west to east',
      points: [pt('Bob', 45, -71), pt('Ann', 45, -75)],
      groups: [
        { at: [45, -75], areas: ['Ann'], items: ['Ann'] },
        { at: [45, -71], areas: ['Bob'], items: ['Bob'] },
      ],
    },
    {
      name: 'one above the other: north first when at the same longitude',
      points: [pt('South', 40, -75), pt('North', 45, -75)],
      groups: [
        { at: [45, -75], areas: ['North'], items: ['North'] },
        { at: [40, -75], areas: ['South'], items: ['South'] },
      ],
    },
    {
      name: 'a chain merges when the merged pin lands near the next one',
      // A (0 px) and B (30 px) collide; B has more people so the pin stands at B, 30 px from C.
      points: [pt('A', 0, 0), pt('B1', 0, 3), pt('B2', 0, 3), pt('C', 0, 6)],
      groups: [{ at: [0, 3], areas: ['B1', 'A', 'C'], items: ['A', 'B1', 'B2', 'C'] }],
    },
    {
      name: 'a chain stops when the merged pin lands away from the next one',
      // The pin stands at A (more people), 60 px from C: C keeps its own pin.
      points: [pt('A1', 0, 0), pt('A2', 0, 0), pt('B', 0, 3), pt('C', 0, 6)],
      groups: [
        { at: [0, 0], areas: ['A1', 'B'], items: ['A1', 'A2', 'B'] },
        { at: [0, 6], areas: ['C'], items: ['C'] },
      ],
    },
  ])('$name', ({ points, groups }) => {
    expect(summary(groupMapPoints(points, flat(), BOX))).toEqual(groups);
  });

  it.each([
    [10, 1],
    [20, 2],
  ])('at %i px per degree, two places 2 degrees apart make %i pin(s): zooming in splits a group', (scale, pins) => {
    const points = [pt('Ann', 45, -75), pt('Bob', 45, -73)];
    expect(groupMapPoints(points, flat(scale), BOX)).toHaveLength(pins);
  });

  it('keeps the key of a group while its places stay the same', () => {
    const a = groupMapPoints([pt('Ann', 45, -75), pt('Bob', 45, -74)], flat(), BOX);
    const b = groupMapPoints([pt('Bob', 45, -74), pt('Cy', 45, -75), pt('Ann', 45, -75)], flat(), BOX);
    expect(a).toHaveLength(1);
    expect(b[0].key).toBe(a[0].key);
  });

  // Every postal letter's point, several people each, on Leaflet's Web Mercator at each zoom:
  // nobody is lost or doubled and no two pins collide.
  const mercator =
    (zoom: number) =>
    ({ lat, lng }: LatLng) => {
      const size = 256 * 2 ** zoom;
      const s = Math.sin((lat * Math.PI) / 180);
      return { x: ((lng + 180) / 360) * size, y: (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) * size };
    };
  const everyLetter = Object.entries(POSTAL_LETTER_POINTS).flatMap(([letter, p]) =>
    [1, 2].map((n) => pt(`${letter}${n}`, p.lat, p.lng, p.area)),
  );
  it.each([0, 2, 3, 4, 5, 6, 8, 10])('zoom %i: every letter, nobody lost, no two pins collide', (zoom) => {
    const project = mercator(zoom);
    const groups = groupMapPoints(everyLetter, project, BOX);
    expect(groups.flatMap((g) => g.items).sort()).toEqual(everyLetter.map((p) => p.item).sort());
    for (const [i, a] of groups.entries())
      for (const b of groups.slice(i + 1)) expect(pinsCollide(project(a), project(b), BOX)).toBe(false);
  });

  it('at the default zoom 4, Montréal and Sherbrooke share a pin; at zoom 8 they do not', () => {
    const mtl = POSTAL_LETTER_POINTS.H;
    const sher = POSTAL_LETTER_POINTS.J;
    const points = [pt('Ann', mtl.lat, mtl.lng, mtl.area), pt('Bob', sher.lat, sher.lng, sher.area)];
    expect(groupMapPoints(points, mercator(4), BOX)).toHaveLength(1);
    expect(groupMapPoints(points, mercator(8), BOX)).toHaveLength(2);
  });
});
