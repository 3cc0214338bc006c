import * as React from 'react';

/**
 * Whether the app can reach its server: the browser says it is online (`navigator.onLine`, its
 * 'online' and 'offline' events) and the last call did not fail for want of an answer. A browser
 * can think itself online behind a dead Wi-Fi; the next failed call says otherwise, the next
 * answer (or the browser coming back online) clears it.
 */
let unreachable = false;
const listeners = new Set<() => void>();

function notify() {
  for (const listener of listeners) listener();
}

/** Called by the API client after each call: `false` when it got no answer at all. */
export function reportReachable(reached: boolean) {
  if (unreachable === !reached) return;
  unreachable = !reached;
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const online = () => {
    unreachable = false;
    listener();
  };
  window.addEventListener('online', online);
  window.addEventListener('offline', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('online', online);
    window.removeEventListener('offline', listener);
  };
}

export function isOnline(): boolean {
  return navigator.onLine && !unreachable;
}

export function useOnline(): boolean {
  return React.useSyncExternalStore(subscribe, isOnline, () => true);
}
