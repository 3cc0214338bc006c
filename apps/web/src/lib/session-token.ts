import type { Organization, User } from '@leavedesk/contracts';
import * as React from 'react';
import { api } from '@/api/client';
import { tokenStore } from './storage';

/*
 * The session as far as the signed-out pages need it: whether there is a token, and starting or
 * ending one. No query library here: sign-in, sign-up and forgotten password load without it. The
 * signed-in app's SessionProvider (lib/session.tsx) adds the user and the organization on top.
 */

// Whether the session ended by 'Sign Out' (go to plain /signin) or by itself, e.g. an expired
// token (go to /signin?redirect=… so the user comes back to where they were).
let signedOutByUser = false;

export function wasSignedOutByUser(): boolean {
  return signedOutByUser;
}

/** The stored access token, kept up to date (this tab and the others). */
export function useToken(): string | null {
  return React.useSyncExternalStore(tokenStore.subscribe, tokenStore.get, () => null);
}

/** Stores the token of a successful sign-in or sign-up. */
export function startSession(accessToken: string) {
  signedOutByUser = false;
  tokenStore.set(accessToken);
}

/** 'Sign Out': clears the token; the caller navigates. */
export function endSession() {
  signedOutByUser = true;
  tokenStore.clear();
}

// ─── The session's first answers, asked for at start-up ───────────────────────────────────────

/** An answer asked for at start-up: its promise, and its value once it has arrived. */
interface EarlyAnswer<T> {
  promise: Promise<T>;
  arrived?: { value: T };
}

interface EarlySession {
  token: string;
  user?: EarlyAnswer<User>;
  organization?: EarlyAnswer<Organization>;
}

let early: EarlySession | undefined;

function ask<T>(promise: Promise<T>): EarlyAnswer<T> {
  const answer: EarlyAnswer<T> = { promise };
  // A failure is reported by the session that takes the answer, not here.
  promise.then(
    (value) => {
      answer.arrived = { value };
    },
    () => undefined,
  );
  return answer;
}

/**
 * Asks for the signed-in user and the organization as the app starts, when a token is stored,
 * instead of once the signed-in app's code has arrived; the session takes these answers (once).
 */
export function prefetchSession() {
  const token = tokenStore.get();
  if (!token) return;
  early = {
    token,
    user: ask(api.get<User>('/users/mine')),
    organization: ask(api.get<Organization>('/organizations/default')),
  };
}

type EarlyKey = 'user' | 'organization';
type EarlyValue<K extends EarlyKey> = K extends 'user' ? User : Organization;

function take<K extends EarlyKey>(key: K, token: string | null): EarlyAnswer<EarlyValue<K>> | undefined {
  if (!early || early.token !== token) return undefined;
  const answer = early[key] as EarlyAnswer<EarlyValue<K>> | undefined;
  early[key] = undefined;
  return answer;
}

/** The answer asked for at start-up with this token, if not taken yet. */
export function takePrefetched<K extends EarlyKey>(
  key: K,
  token: string | null,
): Promise<EarlyValue<K>> | undefined {
  return take(key, token)?.promise;
}

/**
 * The answer asked for at start-up with this token if it has already arrived (taken then), so that
 * the signed-in app's first render has the user: no loading screen flashes in between.
 */
export function takeArrived<K extends EarlyKey>(key: K, token: string | null): EarlyValue<K> | undefined {
  if (!early || early.token !== token || !early[key]?.arrived) return undefined;
  return take(key, token)?.arrived?.value;
}
