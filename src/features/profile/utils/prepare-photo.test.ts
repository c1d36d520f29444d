import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PHOTO_MAX_BYTES } from '@domain/participant-rules';
import { preparePhoto } from './prepare-photo';

// jsdom neither decodes images nor draws: the browser parts are stubbed, and
// the real decoding is covered by tests/e2e/profiles-photo.spec.ts.
const bitmap = (width: number, height: number) => ({ width, height, close: vi.fn() });
let encoded: Blob | null;
const drawImage = vi.fn();
const toBlob = vi.fn(function (this: HTMLCanvasElement, done: BlobCallback, type?: string) {
  done(encoded ?? new Blob([`${this.width}x${this.height}`], { type }));
});

beforeEach(() => {
  encoded = null;
  // The one method the code calls; jsdom has no 2D context to return.
  const context: Pick<CanvasRenderingContext2D, 'drawImage'> = { drawImage };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(context as CanvasRenderingContext2D);
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation(toBlob);
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  drawImage.mockClear();
  toBlob.mockClear();
});

const file = (type: string, name = 'me', bytes = 10) => new File([new Uint8Array(bytes)], name, { type });

describe('preparePhoto', () => {
  it('refuses bytes that do not decode as an image, whatever type they claim', async () => {
    const decode = vi
      .fn()
      .mockRejectedValue(new DOMException('The source image could not be decoded.', 'InvalidStateError'));
    vi.stubGlobal('createImageBitmap', decode);
    expect(await preparePhoto(file('image/png', 'page.png'))).toEqual({ problem: 'profile:errors.notDecodable' });
    expect(toBlob).not.toHaveBeenCalled();
  });

  it('refuses a declared non-image or an oversized file before decoding', async () => {
    const decode = vi.fn();
    vi.stubGlobal('createImageBitmap', decode);
    expect(await preparePhoto(file('application/pdf'))).toEqual({ problem: 'profile:errors.notImage' });
    expect(await preparePhoto(file('image/png', 'big.png', PHOTO_MAX_BYTES))).toEqual({
      problem: 'profile:errors.tooLarge',
    });
    expect(decode).not.toHaveBeenCalled();
  });

  it('draws a JPEG upright, scaled to 1024 px at most, and encodes a new JPEG', async () => {
    const source = bitmap(4000, 3000);
    const decode = vi.fn().mockResolvedValue(source);
    vi.stubGlobal('createImageBitmap', decode);
    const result = await preparePhoto(file('image/jpeg', 'holiday.jpeg'));
    expect(decode).toHaveBeenCalledWith(expect.any(File), { imageOrientation: 'from-image' });
    expect(drawImage).toHaveBeenCalledWith(source, 0, 0, 1024, 768);
    expect(toBlob).toHaveBeenCalledWith(expect.any(Function), 'image/jpeg', 0.9);
    expect('photo' in result && result.photo.type).toBe('image/jpeg');
    expect(source.close).toHaveBeenCalled();
  });

  it('encodes any other image (GIF, WebP, PNG) as PNG', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmap(1, 1)));
    for (const type of ['image/gif', 'image/webp', 'image/png']) {
      const result = await preparePhoto(file(type));
      expect('photo' in result && result.photo.type).toBe('image/png');
    }
  });

  it('decodes without the orientation option where the browser does not know it', async () => {
    const decode = vi.fn().mockRejectedValueOnce(new TypeError('bad enum value')).mockResolvedValueOnce(bitmap(10, 10));
    vi.stubGlobal('createImageBitmap', decode);
    expect('photo' in (await preparePhoto(file('image/png')))).toBe(true);
    expect(decode).toHaveBeenLastCalledWith(expect.any(File));
  });

  it('refuses a copy that came out over 5 MB', async () => {
    vi.stubGlobal('createImageBitmap', vi.fn().mockResolvedValue(bitmap(10, 10)));
    encoded = new Blob([new Uint8Array(PHOTO_MAX_BYTES)], { type: 'image/png' });
    expect(await preparePhoto(file('image/png'))).toEqual({ problem: 'profile:errors.tooLarge' });
  });
});
