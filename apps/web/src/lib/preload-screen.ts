import { filesOf, PRELOAD_META, type PreloadMap } from '../../preload-map';
import { startEarlyRequests } from './early-requests';
import { tokenStore } from './storage';

/** The route of the signed-in shell that `pathname` opens: exact first, then with `:params`. */
export function routeOf(map: PreloadMap, pathname: string): string | undefined {
  const path = pathname.replace(/^\/+|\/+$/g, '');
  if (path in map.s) return path;
  const parts = path.split('/');
  return Object.keys(map.s).find((route) => {
    const pattern = route.split('/');
    return pattern.length === parts.length && pattern.every((p, i) => p.startsWith(':') || p === parts[i]);
  });
}

/** The files to fetch at once: the signed-in app's, then the screen's of `pathname` (if any). */
export function screenFiles(map: PreloadMap, pathname: string): string[] {
  const route = routeOf(map, pathname);
  return filesOf(map, [...map.a, ...(route === undefined ? [] : map.s[route]!)]);
}

/**
 * Run by the boot script before the first paint: with a stored token, starts the session's calls
 * (early-requests.ts) and asks for the signed-in app and the current screen beside the entry
 * instead of after it. Without one (the sign-in page),
 * or without the map (the dev server), nothing.
 */
export function preloadScreen(doc: Document = document, pathname = location.pathname): void {
  const token = tokenStore.get();
  if (!token) return;
  // The files first: the page runs them before it needs the answers, and over HTTP/1.1's six
  // connections what is asked for first is served first.
  preloadFiles(doc, pathname);
  startEarlyRequests(token, pathname);
}

function preloadFiles(doc: Document, pathname: string) {
  const content = doc.querySelector<HTMLMetaElement>(`meta[name="${PRELOAD_META}"]`)?.content;
  if (!content) return;
  let map: PreloadMap;
  try {
    map = JSON.parse(content);
  } catch {
    return;
  }
  for (const file of screenFiles(map, pathname)) {
    const link = doc.createElement('link');
    link.rel = 'modulepreload';
    // As Vite's own module scripts and preloads are fetched (CORS, same origin): one request each.
    link.crossOrigin = '';
    link.href = file;
    doc.head.appendChild(link);
  }
}
