import * as React from 'react';
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
