import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { createTestApp, registerOrganization, type TestApp } from '../../../test/harness';
import { argon2Passwords, type PasswordHasher } from '../../lib/passwords';
import { DEVICE_COOKIE } from './device-cookies';

/**
 * Decision 0030: strangers guessing an account's password from many addresses slow it down but
 * cannot make its owner's right password answer 429; a browser that signed in before is judged by
 * its own failures only; "forgot password" always works.
 */

const LIMITED = {
  statusCode: 429,
  error: 'Too Many Requests',
  code: 'RATE_LIMITED',
  message: 'Too many attempts. Please try again in a minute.',
};
const WRONG = {
  statusCode: 403,
  error: 'Forbidden',
  code: 'WRONG_CREDENTIALS',
  message: 'Username or password is incorrect.',
};

/**
 * argon2 as the app uses it, each distinct check done once: these tests count attempts, not
 * hashing, and hundreds of argon2 checks would take most of a minute on a busy machine.
 */
const checked = new Map<string, Promise<boolean>>();
const passwords: PasswordHasher = {
  hash: argon2Passwords.hash,
  verify(hashed, password) {
    const key = `${hashed}\n${password}`;
    if (!checked.has(key)) checked.set(key, argon2Passwords.verify(hashed, password));
    return checked.get(key)!;
  },
};

/**
 * An app with the default limit of 10 whose sign-in waits are recorded instead of slept (the
 * default longest wait, 5 s), and `owner`, an account made through an app without that limit:
 * other test files sharing the database sign up from the same local address.
 */
async function appUnderTest(env: Record<string, string> = {}) {
  const waits: number[] = [];
  const t = await createTestApp(
    { AUTH_RATE_LIMIT: '10', ...env },
    { passwords, slowDown: async (ms) => void waits.push(ms) },
  );
  const owner = await registerOrganization(await createTestApp());
  return { t, waits, owner };
}

function signIn(
  t: TestApp,
  body: { email: string; password: string },
  from: string,
  device?: string,
): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: from,
    payload: body,
    ...(device ? { cookies: { [DEVICE_COOKIE]: device } } : {}),
  });
}

/**
 * A client address no other test uses (the counters live in a database other test files may
 * share): consecutive addresses from a random start in 10.0.0.0/8.
 */
let next = randomInt(1, 2 ** 23);
const newAddress = () => {
  next += 1;
  return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
};

/** What the strangers try, the same everywhere (each distinct password costs an argon2 check). */
const GUESS = 'Summer2026!';

const deviceCookieOf = (res: LightMyRequestResponse) =>
  (res.cookies as { name: string; value: string }[]).find((c) => c.name === DEVICE_COOKIE)?.value;

/** `count` wrong passwords for `email`, each from an address of its own. */
async function attack(t: TestApp, email: string, count: number) {
  const answers: number[] = [];
  for (let i = 0; i < count; i++)
    answers.push((await signIn(t, { email, password: GUESS }, newAddress())).statusCode);
  return answers;
}

describe('sign-in under attack from many addresses', () => {
  it("never refuses the owner's right password: the account slows down, up to AUTH_SLOWDOWN_MAX_MS", async () => {
    const { t, waits, owner } = await appUnderTest();

    const answers = await attack(t, owner.email, 50);
    expect(answers).toEqual(Array(50).fill(403));
    // No wait for the first 10 failures, then 5000/16 ms doubling up to 5 s.
    expect(waits).toEqual([313, 625, 1250, 2500, ...Array(36).fill(5000)]);

    const res = await signIn(t, { email: owner.email, password: owner.password }, newAddress());
    expect(res.statusCode).toBe(200);
    expect(res.json().user.email).toBe(owner.email);
    expect(waits.at(-1)).toBe(5000);
    expect(waits).toHaveLength(41);
  });

  it('lets a browser that signed in before straight in, with no wait, while the account is under attack', async () => {
    const { t, waits, owner } = await appUnderTest();
    const first = await signIn(t, { email: owner.email, password: owner.password }, newAddress());
    const device = deviceCookieOf(first)!;
    expect(device).toMatch(/^[\w-]{22}\.[\w-]{43}$/);

    await attack(t, owner.email, 50);
    const before = waits.length;
    const res = await signIn(t, { email: owner.email, password: owner.password }, newAddress(), device);
    expect(res.statusCode).toBe(200);
    expect(waits).toHaveLength(before);
    // Each sign-in renews the cookie with a new nonce.
    expect(deviceCookieOf(res)).toMatch(/^[\w-]{22}\.[\w-]{43}$/);
    expect(deviceCookieOf(res)).not.toBe(device);
  });

  it("gives no exemption for another account's device cookie or a forged one", async () => {
    const { t, waits, owner } = await appUnderTest();
    const { owner: stranger } = await appUnderTest();
    const strangersDevice = deviceCookieOf(
      await signIn(t, { email: stranger.email, password: stranger.password }, newAddress()),
    )!;
    const ownersDevice = deviceCookieOf(
      await signIn(t, { email: owner.email, password: owner.password }, newAddress()),
    )!;
    const [nonce, verifier] = ownersDevice.split('.') as [string, string];
    const forged = [
      strangersDevice,
      `${nonce}.${verifier.slice(0, -1)}${verifier.endsWith('A') ? 'B' : 'A'}`,
      `${'A'.repeat(22)}.${verifier}`,
      'not-a-device-cookie',
    ];

    await attack(t, owner.email, 14);
    for (const cookie of forged) {
      const before = waits.length;
      const res = await signIn(t, { email: owner.email, password: GUESS }, newAddress(), cookie);
      expect(res.json()).toEqual(WRONG);
      expect(waits.slice(before)).toEqual([5000]);
    }
  });

  it('locks a device cookie out after AUTH_RATE_LIMIT failures, and only that device', async () => {
    const { t, waits, owner } = await appUnderTest();
    const device = deviceCookieOf(
      await signIn(t, { email: owner.email, password: owner.password }, newAddress()),
    )!;
    for (let i = 0; i < 10; i++) {
      const res = await signIn(t, { email: owner.email, password: GUESS }, newAddress(), device);
      expect(res.statusCode).toBe(403);
    }
    // The device's failures are its own: the account was not slowed down by them.
    expect(waits).toEqual([]);
    const locked = await signIn(t, { email: owner.email, password: owner.password }, newAddress(), device);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual(LIMITED);
    expect(locked.headers['retry-after']).toMatch(/^\d+$/);

    const withoutIt = await signIn(t, { email: owner.email, password: owner.password }, newAddress());
    expect(withoutIt.statusCode).toBe(200);
  });

  it('always sends the new password, whatever strangers asked and guessed for the address', async () => {
    const { t, owner } = await appUnderTest();
    const send = vi.spyOn(t.app.services.mailer, 'send');
    /** "Forgot password" from an address of its own, once its mail has gone out. */
    const forget = async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forget-password',
        remoteAddress: newAddress(),
        payload: { email: owner.email },
      });
      await t.app.services.afterAnswer.idle();
      return res.statusCode;
    };
    await attack(t, owner.email, 20);
    for (let i = 0; i < 11; i++) expect(await forget()).toBe(204);
    send.mockClear();

    expect(await forget()).toBe(204);
    expect(send).toHaveBeenCalledTimes(1);
    expect(send.mock.calls[0]![0].to).toBe(owner.email);
  });

  it('sets the device cookie HttpOnly, SameSite=Strict, for /api/auth only, Secure over https', async () => {
    const { t, owner } = await appUnderTest();
    const res = await signIn(t, { email: owner.email, password: owner.password }, newAddress());
    const header = String(res.headers['set-cookie']);
    expect(header).toMatch(
      new RegExp(
        `^${DEVICE_COOKIE}=[\\w-]{22}\\.[\\w-]{43}; Max-Age=31536000; Path=/api/auth; HttpOnly; SameSite=Strict$`,
      ),
    );

    const https = await appUnderTest({ PUBLIC_URL: 'https://leave.example.com' });
    const secure = await signIn(https.t, { email: owner.email, password: owner.password }, newAddress());
    expect(String(secure.headers['set-cookie'])).toMatch(/; Secure(;|$)/);
  });

  it('remembers the browser that signed up', async () => {
    const { t } = await appUnderTest();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: newAddress(),
      payload: {
        organizationName: 'Acme Test',
        country: 'DE',
        firstName: 'Ada',
        lastName: 'Admin',
        email: `Signup.${Date.now()}@Example.com`,
        password: 'correct-horse-1',
      },
    });
    expect(res.statusCode).toBe(201);
    const device = deviceCookieOf(res)!;
    expect(t.app.services.deviceCookies.deviceOf(device, res.json().user.email)).toBe(device.split('.')[0]);
  });
});
