import type { Readable } from 'node:stream';
import { and, eq } from 'drizzle-orm';
import { assets } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import type { AssetStorage } from './storage';

export interface AssetDownload {
  contentType: string;
  size: number;
  etag: string;
  /** Null when the caller already holds this version (If-None-Match matched). */
  body: Readable | null;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/**
 * GET /assets/{id}: the bytes of an asset of the caller's organization. Another organization's
 * asset is 404 exactly like a missing one.
 */
export async function getAsset(
  { db, caller }: UseCaseContext,
  storage: AssetStorage,
  id: number,
  ifNoneMatch?: string,
): Promise<AssetDownload> {
  const [row] = await db
    .select()
    .from(assets)
    .where(and(eq(assets.id, id), eq(assets.organizationId, caller.organizationId)))
    .limit(1);
  if (!row) throw notFound('Asset');
  const head = { contentType: row.contentType, size: row.size, etag: row.etag };
  if (matches(ifNoneMatch, row.etag)) return { ...head, body: null };
  const body = await storage.get(row.storageKey);
  if (!body) throw notFound('Asset');
  return { ...head, body };
}
