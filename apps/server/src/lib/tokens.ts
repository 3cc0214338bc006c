import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
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
