import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { jwtVerify, SignJWT } from 'jose';

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
    mkdirSync(dataDir, { recursive: true });
    // Written aside and linked into place, so a process starting at the same moment on the same
    // data directory never reads a half-written file; whoever links first wins, the other uses it.
    const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(draft, randomBytes(48).toString('base64url'), { mode: 0o600 });
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

export function createTokenService(secret: Uint8Array, ttl: string): TokenService {
  return {
    sign: (c) =>
      new SignJWT({ org: c.organizationId, role: c.role, ver: c.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(c.userId))
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(secret),
    async verify(token) {
      try {
        const { payload } = await jwtVerify(token, secret, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        if (!Number.isInteger(userId) || typeof payload.ver !== 'number' || typeof payload.org !== 'number') {
          return undefined;
        }
        return {
          userId,
          organizationId: payload.org,
          role: String(payload.role),
          tokenVersion: payload.ver,
        };
      } catch {
        return undefined;
      }
    },
  };
}
