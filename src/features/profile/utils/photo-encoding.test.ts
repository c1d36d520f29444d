import { describe, expect, it } from 'vitest';
import { fitWithin, photoExtensionForType, PHOTO_MAX_SIDE, reencodeType } from './photo-encoding';

describe('reencodeType', () => {
  it.each([
    ['image/jpeg', 'image/jpeg'],
    ['IMAGE/JPEG', 'image/jpeg'],
    ['image/jpg', 'image/jpeg'],
    ['image/pjpeg', 'image/jpeg'],
    ['image/png', 'image/png'],
    ['image/gif', 'image/png'],
    ['image/webp', 'image/png'],
    ['image/avif', 'image/png'],
    ['', 'image/png'],
  ])('%j is re-encoded as %s', (declared, expected) => {
    expect(reencodeType(declared)).toBe(expected);
  });
});

describe('photoExtensionForType', () => {
  it.each([
    ['image/jpeg', 'jpg'],
    ['image/png', 'png'],
    ['image/webp', 'webp'],
    ['image/gif', 'gif'],
    ['image/avif', 'avif'],
    ['Image/PNG; charset=binary', 'png'],
    ['text/html', null],
    ['image/svg+xml', null],
    ['application/octet-stream', null],
    ['', null],
  ])('%j -> %s', (type, ext) => {
    expect(photoExtensionForType(type)).toBe(ext);
  });
});

describe('fitWithin', () => {
  it.each([
    [[100, 50], { width: 100, height: 50 }],
    [[PHOTO_MAX_SIDE, PHOTO_MAX_SIDE], { width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE }],
    [[4000, 3000], { width: 1024, height: 768 }],
    [[3000, 4000], { width: 768, height: 1024 }],
    [[1025, 1], { width: 1024, height: 1 }],
    [[20000, 10], { width: 1024, height: 1 }],
  ])('%j fits as %o', ([w, h], expected) => {
    expect(fitWithin(w, h)).toEqual(expected);
  });
});
