import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// algorithm 2 is Argon2id (a const enum in the typings, unusable with isolatedModules).
const OPTIONS = { algorithm: 2 as const, memoryCost: 19456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(hashed: string, password: string): Promise<boolean> {
  try {
    return await verify(hashed, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a random password, verified against when the e-mail is unknown so that a wrong address
 * costs the same time as a wrong password.
 */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(generatePassword());
  return dummyHash;
}

/** No 0/O, 1/l/I: easy to read from an e-mail and type. */
const UNAMBIGUOUS = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnpqrstuvwxyz23456789';

export function generatePassword(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += UNAMBIGUOUS[randomInt(UNAMBIGUOUS.length)];
  return out;
}
