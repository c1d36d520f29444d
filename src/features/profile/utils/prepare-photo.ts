// Issue 17, point 10: the profile photo is decoded and drawn again in the
// browser before upload, so what is stored is an image the browser could read
// (not whatever bytes a file claimed to be) with none of the original file's
// metadata: EXIF, including GPS location, camera and date taken.
import { photoProblem } from '../schemas/profile.schema';
import { fitWithin, JPEG_QUALITY, reencodeType } from './photo-encoding';

export type PreparedPhoto = { photo: Blob } | { problem: string };

async function decode(file: Blob): Promise<ImageBitmap> {
  try {
    // Upright as the camera meant it: the copy does not keep the EXIF orientation.
    return await createImageBitmap(file, { imageOrientation: 'from-image' });
  } catch (err) {
    // A browser that does not know the option refuses it with a TypeError.
    if (err instanceof TypeError) return createImageBitmap(file);
    throw err;
  }
}

const encode = (canvas: HTMLCanvasElement, type: string) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, JPEG_QUALITY));

/**
 * The clean copy of `file` to upload, or an i18n key saying why it is refused
 * (not an image, too large, or not decodable as an image). Throws only when
 * the browser cannot draw or encode at all.
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto> {
  const declared = photoProblem(file);
  if (declared) return { problem: declared };
  let bitmap: ImageBitmap;
  try {
    bitmap = await decode(file);
  } catch {
    return { problem: 'profile:errors.notDecodable' };
  }
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('No 2D canvas to draw the photo on');
    context.imageSmoothingQuality = 'high';
    context.drawImage(bitmap, 0, 0, width, height);
    const photo = await encode(canvas, reencodeType(file.type));
    if (!photo) throw new Error('The photo could not be encoded');
    const problem = photoProblem(photo);
    return problem ? { problem } : { photo };
  } finally {
    bitmap.close();
  }
}
