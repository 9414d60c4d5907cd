import { PHOTO_MAX_SIDE } from '@rihla/shared/contracts/students';

const JPEG_QUALITY = 0.85;

/**
 * The picked image's centre square, drawn at most PHOTO_MAX_SIDE pixels a side and encoded as a
 * JPEG data URL (ADR 0069): the browser does the cropping and resizing, so the upload is small
 * and the API only checks it. Null when the browser cannot read the file as an image.
 */
export async function squarePhoto(file: Blob): Promise<string | null> {
  const bitmap = await createImageBitmap(file).catch(() => null);
  if (!bitmap) return null;
  const side = Math.min(bitmap.width, bitmap.height);
  const size = Math.min(side, PHOTO_MAX_SIDE);
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) return null;
  context.drawImage(
    bitmap,
    (bitmap.width - side) / 2,
    (bitmap.height - side) / 2,
    side,
    side,
    0,
    0,
    size,
    size,
  );
  bitmap.close();
  return canvas.toDataURL('image/jpeg', JPEG_QUALITY);
}
