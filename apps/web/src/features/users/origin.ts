import type { Location } from 'react-router';

/** Router state a screen passes to the user screens so their back button returns to it. */
export interface OriginState {
  from?: string;
}

/** The page the user came from (router state `from`), else `fallback`. Same-site paths only. */
export function originOf(location: Location, fallback: string): string {
  const from = (location.state as OriginState | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : fallback;
}

export function here(location: Location): OriginState {
  return { from: location.pathname + location.search };
}
