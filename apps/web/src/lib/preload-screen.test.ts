import { afterEach, describe, expect, it, vi } from 'vitest';
import { type BundleChunk, PRELOAD_META, preloadMap } from '../../preload-map';
import { preloadScreen, routeOf, screenFiles } from './preload-screen';
import { ACCESS_TOKEN } from './storage';

// A small bundle: the entry with React, the signed-in app with its shell, two screens.
const chunk = (
  fileName: string,
  module: string | null,
  imports: string[] = [],
  isEntry = false,
): BundleChunk => ({
  type: 'chunk',
  fileName,
  isEntry,
  facadeModuleId: module && `/repo/apps/web/${module}`,
  imports,
});
const bundle = [
  chunk('assets/index-1.js', 'index.html', ['assets/react-1.js'], true),
  chunk('assets/react-1.js', null),
  chunk('assets/signed-in-app-1.js', 'src/app/signed-in-app.tsx', ['assets/react-1.js', 'assets/shell-1.js']),
  chunk('assets/shell-1.js', null),
  chunk('assets/home-page-1.js', 'src/features/home/home-page.tsx', [
    'assets/shell-1.js',
    'assets/table-1.js',
  ]),
  chunk('assets/table-1.js', null, ['assets/react-1.js']),
  chunk('assets/leave-page-1.js', 'src/features/leaves/leave-page.tsx', ['assets/table-1.js']),
  chunk('assets/create-page-1.js', 'src/features/leaves/create-leave-page.tsx'),
];
const map = preloadMap(
  bundle,
  [
    { path: '', screen: 'home' },
    { path: 'leaves/create', screen: 'createLeave' },
    { path: 'leaves/:id', screen: 'leave' },
  ],
  {
    home: 'src/features/home/home-page.tsx',
    leave: 'src/features/leaves/leave-page.tsx',
    createLeave: 'src/features/leaves/create-leave-page.tsx',
  },
  'src/app/signed-in-app.tsx',
);

describe('the preload map', () => {
  it("holds the signed-in app's files and each screen's own, less what the entry already loads", () => {
    expect(screenFiles(map, '/')).toEqual([
      '/assets/signed-in-app-1.js',
      '/assets/shell-1.js',
      '/assets/home-page-1.js',
      '/assets/table-1.js',
    ]);
    expect(screenFiles(map, '/leaves/42')).toEqual([
      '/assets/signed-in-app-1.js',
      '/assets/shell-1.js',
      '/assets/leave-page-1.js',
      '/assets/table-1.js',
    ]);
  });

  it('matches a path exactly before a pattern, and an unknown path to the app alone', () => {
    expect(routeOf(map, '/leaves/create/')).toBe('leaves/create');
    expect(routeOf(map, '/leaves/7')).toBe('leaves/:id');
    expect(routeOf(map, '/leaves/7/more')).toBeUndefined();
    expect(screenFiles(map, '/nowhere')).toEqual(['/assets/signed-in-app-1.js', '/assets/shell-1.js']);
  });

  it('refuses a screen the bundle has no chunk for', () => {
    expect(() =>
      preloadMap(bundle, [{ path: 'x', screen: 'gone' }], {}, 'src/app/signed-in-app.tsx'),
    ).toThrow("no chunk for the screen 'gone'");
  });
});

describe('preloadScreen, as the boot script runs it', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    localStorage.clear();
    for (const el of document.head.querySelectorAll('link[rel="modulepreload"], meta')) el.remove();
  });

  const withMap = () => {
    const meta = document.createElement('meta');
    meta.name = PRELOAD_META;
    meta.content = JSON.stringify(map);
    document.head.appendChild(meta);
  };
  const preloads = () =>
    [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => [
      l.getAttribute('href'),
      l.getAttribute('crossorigin'),
    ]);

  it('asks for the signed-in app and the screen of the path when a token is stored', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    withMap();
    localStorage.setItem(ACCESS_TOKEN, 'a-token');
    preloadScreen(document, '/leaves/create');
    expect(preloads()).toEqual([
      ['/assets/signed-in-app-1.js', ''],
      ['/assets/shell-1.js', ''],
      ['/assets/create-page-1.js', ''],
    ]);
    // And the session's calls.
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('asks for the files before the answers: the page runs the code before it needs the data', () => {
    const preloadedAtFirstCall: number[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        preloadedAtFirstCall.push(preloads().length);
        return new Response('{}');
      }),
    );
    withMap();
    localStorage.setItem(ACCESS_TOKEN, 'a-token');
    preloadScreen(document, '/');
    expect(preloadedAtFirstCall[0]).toBe(4);
  });

  it('asks for nothing without a token (the sign-in page), or without the map (the dev server)', () => {
    const fetch = vi.fn(async () => new Response('{}'));
    vi.stubGlobal('fetch', fetch);
    withMap();
    preloadScreen(document, '/');
    expect(preloads()).toEqual([]);
    expect(fetch).not.toHaveBeenCalled();
    document.head.querySelector('meta')!.remove();
    localStorage.setItem(ACCESS_TOKEN, 'a-token');
    preloadScreen(document, '/');
    expect(preloads()).toEqual([]);
  });
});
