import { createSecretKey, randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from '../db/private-data-dir';

export interface TokenClaims {
  userId: number;
  organizationId: number;
  role: string;
  tokenVersion: number;
}

export interface TokenService {
  sign(claims: TokenClaims): Promise<string>;
  /** The claims of a valid, unexpired token; undefined otherwise. */
  verify(token: string): Promise<TokenClaims | undefined>;
}

/**
 * The signing secret: `JWT_SECRET`, else one generated on first start and kept in the data
 * directory so tokens survive restarts.
 */
export function resolveJwtSecret(configured: string | undefined, dataDir: string): Uint8Array {
  if (configured) return new TextEncoder().encode(configured);
  const file = path.join(dataDir, 'jwt-secret');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true, mode: PRIVATE_DIR_MODE });
    // Written aside and linked into place, so a process starting at the same moment on the same
    // data directory never reads a half-written file; whoever links first wins, the other uses it.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: PRIVATE_FILE_MODE });
    try {
      linkSync(draft, file);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    } finally {
      unlinkSync(draft);
    }
  }
  return new TextEncoder().encode(readFileSync(file, 'utf8').trim());
}

/** How many verified tokens are remembered; the map is emptied when it is full. */
const VERIFIED_CACHE_SIZE = 10_000;

export function createTokenService(secret: Uint8Array, ttl: string): TokenService {
  // The key is imported once: jose imports a raw secret again on every call otherwise.
  const key = createSecretKey(secret);
  // A token that verified once verifies again until it expires (its signature cannot change), so
  // the HMAC and the JSON parsing are done once per token, not once per request. Whether its user
  // may still use it is read from the database on every request (see http/auth.ts).
  const verified = new Map<string, { claims: TokenClaims; expiresAt: number }>();
  return {
    sign: (c) =>
      new SignJWT({ org: c.organizationId, role: c.role, ver: c.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(c.userId))
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (Date.now() < known.expiresAt) return known.claims;
        verified.delete(token);
        return undefined;
      }
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (
          !Number.isInteger(userId) ||
          typeof payload.ver !== 'number' ||
          typeof payload.org !== 'number' ||
          typeof payload.exp !== 'number'
        ) {
          return undefined;
        }
        const claims = {
          userId,
          organizationId: payload.org,
          role: String(payload.role),
          tokenVersion: payload.ver,
        };
        if (verified.size >= VERIFIED_CACHE_SIZE) verified.clear();
        verified.set(token, { claims, expiresAt: payload.exp * 1000 });
        return claims;
      } catch {
        return undefined;
      }
    },
  };
}
