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
 * The hashing that sign-in and "forgot password" do, as one service: the same work has to be done
 * whatever the answer, and the tests count that work through this seam.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(hashed: string, password: string): Promise<boolean>;
}

export const argon2Passwords: PasswordHasher = { hash: hashPassword, verify: verifyPassword };

/**
 * A hash of a random password, verified against in place of a hash the account does not have (an
 * unknown address, no pending reset), so that every sign-in answer costs the same work.
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
