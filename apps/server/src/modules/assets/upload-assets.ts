import { createHash, randomUUID } from 'node:crypto';
import type { Asset, AssetBucket } from '@leavedesk/contracts';
import { assets } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError } from '../../http/errors';
import { NOT_AN_IMAGE, sniffImageType, toProfileJpeg } from './image';
import type { AssetStorage } from './storage';

export interface UploadedFile {
  filename: string;
  data: Buffer;
}

export function assetUrl(id: number): string {
  return `/api/assets/${id}`;
}

export function toAsset(row: typeof assets.$inferSelect): Asset {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType,
    size: row.size,
    bucket: row.bucket as AssetBucket,
    url: assetUrl(row.id),
  };
}

/** "photo.PNG" → "photo.jpg"; a name without letters or digits becomes "image.jpg". */
function storedName(filename: string, extension: string): string {
  const base = filename
    .replace(/^.*[\\/]/, '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\p{L}\p{N} ._-]/gu, '')
    .trim()
    .slice(0, 100);
  return `${base || 'image'}.${extension}`;
}

/**
 * POST /assets?bucket= (server-rules §9). Every file must be a JPEG or PNG by its content; the
 * whole upload is refused (415) if one is not. Profile images are re-encoded to a 256×256 JPEG
 * without metadata. Bytes go to the storage first, rows are written in one transaction; bytes of
 * a failed upload are removed again.
 */
export async function uploadAssets(
  { db, caller }: UseCaseContext,
  storage: AssetStorage,
  input: { bucket: AssetBucket; files: UploadedFile[] },
): Promise<Asset[]> {
  if (input.files.length === 0) throw appError('BAD_REQUEST', 'Choose a file to upload.');
  for (const file of input.files) {
    if (!sniffImageType(file.data)) throw appError('UNSUPPORTED_MEDIA_TYPE', NOT_AN_IMAGE);
  }
  const prepared = [];
  for (const file of input.files) {
    // PROFILE_IMAGE is the only bucket today; every image of it is re-encoded.
    const data = await toProfileJpeg(file.data);
    prepared.push({
      name: storedName(file.filename, 'jpg'),
      contentType: 'image/jpeg',
      data,
      key: `${caller.organizationId}/${randomUUID()}.jpg`,
      etag: `"${createHash('sha256').update(data).digest('base64url').slice(0, 32)}"`,
    });
  }
  const written: string[] = [];
  try {
    for (const p of prepared) {
      await storage.put(p.key, p.data, p.contentType);
      written.push(p.key);
    }
    const rows = await db
      .insert(assets)
      .values(
        prepared.map((p) => ({
          organizationId: caller.organizationId,
          ownerId: caller.userId,
          name: p.name,
          contentType: p.contentType,
          size: p.data.length,
          bucket: input.bucket,
          storageKey: p.key,
          etag: p.etag,
        })),
      )
      .returning();
    return rows.sort((a, b) => a.id - b.id).map(toAsset);
  } catch (err) {
    await Promise.allSettled(written.map((key) => storage.delete(key)));
    throw err;
  }
}
