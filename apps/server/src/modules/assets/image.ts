import sharp from 'sharp';
import { appError } from '../../http/errors';

export const NOT_AN_IMAGE = 'Only JPEG and PNG images can be uploaded.';
export const CORRUPT_IMAGE = 'The image could not be read: the file is damaged or not a real JPEG or PNG.';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The type of a file judged by its first bytes, never by its name or declared type. */
export function sniffImageType(data: Buffer): 'image/jpeg' | 'image/png' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'image/jpeg';
  if (data.length >= 8 && data.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  return null;
}

/** The size of a profile picture as stored: square, small enough for every avatar on screen. */
export const PROFILE_IMAGE_SIZE = 256;

/**
 * A profile picture re-encoded from its decoded pixels: turned upright by its EXIF orientation,
 * cropped to a 256×256 square and written as a JPEG without any metadata (EXIF, GPS, ICC text).
 * A file that does not decode is refused with 415.
 */
export async function toProfileJpeg(data: Buffer): Promise<Buffer> {
  try {
    return await sharp(data, { failOn: 'error', limitInputPixels: 50_000_000 })
      .rotate()
      .resize(PROFILE_IMAGE_SIZE, PROFILE_IMAGE_SIZE, { fit: 'cover', position: 'centre' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 86, mozjpeg: true })
      .toBuffer();
  } catch {
    throw appError('UNSUPPORTED_MEDIA_TYPE', CORRUPT_IMAGE);
  }
}
