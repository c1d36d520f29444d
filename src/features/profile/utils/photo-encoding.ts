// Pure rules for the re-encoded profile photo (issue 17, point 10): which type
// it becomes, its file name's extension, and its size in pixels.

/**
 * Longest side of the stored photo, in pixels. It is shown at 96 px; 1024 stays
 * sharp on any screen and keeps a re-encoded PNG well under the bucket's 5 MB.
 */
export const PHOTO_MAX_SIDE = 1024;

/** JPEG quality of a re-encoded JPEG (0-1). */
export const JPEG_QUALITY = 0.9;

export type EncodedPhotoType = 'image/jpeg' | 'image/png';

/**
 * The type a photo is re-encoded to: a JPEG stays a JPEG (photos compress
 * best that way); anything else becomes PNG (lossless, keeps transparency;
 * an animated GIF keeps its first frame). Canvas encodes both everywhere.
 */
export function reencodeType(declaredType: string): EncodedPhotoType {
  return /^image\/(jpeg|jpg|pjpeg)$/i.test(declaredType.trim()) ? 'image/jpeg' : 'image/png';
}

const EXTENSIONS: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

/**
 * The stored file's extension from the type of the bytes actually uploaded
 * (never from the name the user's file had); null for a type the bucket refuses.
 */
export function photoExtensionForType(type: string): string | null {
  return EXTENSIONS[type.split(';')[0].trim().toLowerCase()] ?? null;
}

/** Width and height scaled down to fit `max` on the longest side (never enlarged, at least 1 px). */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_SIDE): { width: number; height: number } {
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
