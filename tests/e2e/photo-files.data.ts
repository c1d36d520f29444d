// Real image files for the photo stories (the browser now decodes every photo,
// so the bytes must be valid images), photos carrying EXIF metadata with a GPS
// position, and a reader for it, so the stories can show that what is stored
// has no location (issue 17, point 10). EXIF lives in a JPEG APP1 segment: "Exif\0\0" then a TIFF block
// (header, IFD0 pointing at the GPS IFD with tag 0x8825, rationals for degrees).
import type { Page } from '@playwright/test';

/** Where the test photo claims it was taken: Parliament Hill, Ottawa. */
export const GPS = { latitude: 45.4236, longitude: -75.7009 };

const EXIF_HEADER = Buffer.from('Exif\0\0', 'latin1');

/** A valid 1 x 1 GIF (one palette entry, transparent). */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** A real JPEG or PNG made by the browser's canvas, width x height. */
export async function browserImage(
  page: Page,
  type: 'image/jpeg' | 'image/png',
  width = 64,
  height = 48,
): Promise<Buffer> {
  const dataUrl = await page.evaluate(
    ([w, h, t]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const ctx = canvas.getContext('2d')!;
      ctx.fillStyle = '#1e3a8a';
      ctx.fillRect(0, 0, w, h);
      ctx.fillStyle = '#fde047';
      ctx.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL(t, 0.9);
    },
    [width, height, type] as const,
  );
  return Buffer.from(dataUrl.split(',')[1], 'base64');
}

/** Degrees as three unsigned rationals (degrees, minutes, seconds x 100). */
function dms(value: number): number[][] {
  const abs = Math.abs(value);
  const d = Math.floor(abs);
  const m = Math.floor((abs - d) * 60);
  const s = Math.round(((abs - d) * 60 - m) * 60 * 100);
  return [
    [d, 1],
    [m, 1],
    [s, 100],
  ];
}

/** A little-endian TIFF block: IFD0 (Make, GPS pointer) and a GPS IFD (latitude, longitude). */
function exifTiff(make: string, lat: number, lon: number): Buffer {
  const buf = Buffer.alloc(256);
  buf.write('II', 0, 'latin1');
  buf.writeUInt16LE(42, 2);
  buf.writeUInt32LE(8, 4);
  const entry = (at: number, tag: number, type: number, count: number, value: number | string) => {
    buf.writeUInt16LE(tag, at);
    buf.writeUInt16LE(type, at + 2);
    buf.writeUInt32LE(count, at + 4);
    if (typeof value === 'string') buf.write(value, at + 8, 'latin1');
    else buf.writeUInt32LE(value, at + 8);
  };
  // IFD0 at 8: 2 entries (8 + 2 + 24 + 4 = 38); Make's text at 38.
  const makeText = `${make}\0`;
  const gpsIfd = 38 + makeText.length + (makeText.length % 2);
  buf.writeUInt16LE(2, 8);
  entry(10, 0x010f, 2, makeText.length, 38);
  entry(22, 0x8825, 4, 1, gpsIfd);
  buf.writeUInt32LE(0, 34);
  buf.write(makeText, 38, 'latin1');
  // GPS IFD: 4 entries, then the two rational triplets.
  const rationals = gpsIfd + 2 + 4 * 12 + 4;
  buf.writeUInt16LE(4, gpsIfd);
  entry(gpsIfd + 2, 0x0001, 2, 2, lat >= 0 ? 'N\0' : 'S\0');
  entry(gpsIfd + 14, 0x0002, 5, 3, rationals);
  entry(gpsIfd + 26, 0x0003, 2, 2, lon >= 0 ? 'E\0' : 'W\0');
  entry(gpsIfd + 38, 0x0004, 5, 3, rationals + 24);
  buf.writeUInt32LE(0, gpsIfd + 50);
  [...dms(lat), ...dms(lon)].forEach(([n, d], i) => {
    buf.writeUInt32LE(n, rationals + i * 8);
    buf.writeUInt32LE(d, rationals + i * 8 + 4);
  });
  return buf.subarray(0, rationals + 48);
}

/** `jpeg` with an EXIF APP1 segment (camera make and GPS position) right after its SOI marker. */
export function withExifGps(jpeg: Buffer, gps = GPS, make = 'TestCam'): Buffer {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) throw new Error('not a JPEG');
  const payload = Buffer.concat([EXIF_HEADER, exifTiff(make, gps.latitude, gps.longitude)]);
  const header = Buffer.from([0xff, 0xe1, 0, 0]);
  header.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), header, payload, jpeg.subarray(2)]);
}

/** The TIFF block of a JPEG's EXIF segment, or null (walks the segments up to the image data). */
function exifBlock(jpeg: Buffer): Buffer | null {
  if (jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= jpeg.length && jpeg[at] === 0xff) {
    const marker = jpeg[at + 1];
    if (marker === 0xda || marker === 0xd9) return null; // start of scan / end of image
    const length = jpeg.readUInt16BE(at + 2);
    const body = jpeg.subarray(at + 4, at + 2 + length);
    if (marker === 0xe1 && body.subarray(0, 6).equals(EXIF_HEADER)) return body.subarray(6);
    at += 2 + length;
  }
  return null;
}

/** The GPS latitude and longitude stored in a JPEG's EXIF, or null when it has none. */
export function readExifGps(jpeg: Buffer): { latitude: number; longitude: number } | null {
  const tiff = exifBlock(jpeg);
  if (!tiff) return null;
  const le = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (o: number) => (le ? tiff.readUInt16LE(o) : tiff.readUInt16BE(o));
  const u32 = (o: number) => (le ? tiff.readUInt32LE(o) : tiff.readUInt32BE(o));
  const entries = (ifd: number) =>
    Array.from({ length: u16(ifd) }, (_, i) => ifd + 2 + i * 12).map((e) => ({
      tag: u16(e),
      value: u32(e + 8),
      at: e + 8,
    }));
  const gpsPointer = entries(u32(4)).find((e) => e.tag === 0x8825);
  if (!gpsPointer) return null;
  const gps = entries(gpsPointer.value);
  const degrees = (tag: number, refTag: number) => {
    const e = gps.find((x) => x.tag === tag);
    const ref = gps.find((x) => x.tag === refTag);
    if (!e || !ref) return null;
    const [d, m, s] = [0, 1, 2].map((i) => u32(e.value + i * 8) / u32(e.value + i * 8 + 4));
    const sign = /[SW]/.test(tiff.toString('latin1', ref.at, ref.at + 1)) ? -1 : 1;
    return sign * (d + m / 60 + s / 3600);
  };
  const latitude = degrees(0x0002, 0x0001);
  const longitude = degrees(0x0004, 0x0003);
  return latitude === null || longitude === null ? null : { latitude, longitude };
}

/** True when the bytes hold an EXIF header anywhere (any format: JPEG APP1, PNG eXIf, WebP EXIF chunk). */
export function hasExifMarker(bytes: Buffer): boolean {
  return (
    bytes.includes(EXIF_HEADER) ||
    bytes.includes(Buffer.from('eXIf', 'latin1')) ||
    bytes.includes(Buffer.from('EXIF', 'latin1'))
  );
}
