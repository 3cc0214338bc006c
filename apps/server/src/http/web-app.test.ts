import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp, tempDir } from '../../test/harness';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const INDEX =
  '<!doctype html><title>LeaveDesk</title><script type="module" src="/assets/index-Ab1_cD-9.js"></script>';
// Large enough to be worth compressing, as the build's chunks are.
const SCRIPT = `export const pages = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `page ${i}`))};\n`;

/** A web build as `npm run build -w apps/web` writes it: hashed assets with their .br and .gz twins. */
function writeBuild(): string {
  const dist = tempDir('leavedesk-web-');
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const script = path.join(dist, 'assets', 'index-Ab1_cD-9.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  writeFileSync(`${script}.map`, '{"version":3,"sources":[],"mappings":""}');
  writeFileSync(path.join(dist, 'assets', 'index-Zz9yX8wV.css'), 'body{margin:0}');
  // A file with a gzip twin only (the build leaves out a twin that would not be smaller).
  const gzOnly = path.join(dist, 'assets', 'pages-Gz0nLy12.js');
  writeFileSync(gzOnly, SCRIPT);
  writeFileSync(`${gzOnly}.gz`, gzipSync(SCRIPT));
  return dist;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: writeBuild() });
});

const get = (url: string, acceptEncoding?: string) =>
  t.call('GET', url, { headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('serving the web app', () => {
  it('sends the HTML to be revalidated on every load, the page fallback and index.html alike', async () => {
    for (const url of ['/', '/signin', '/leaves/policies/3?tab=types', '/index.html']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.etag, url).toBeDefined();
      expect(res.body, url).toBe(INDEX);
    }
    const head = await t.call('HEAD', '/signin');
    expect(head.statusCode).toBe(200);
    expect(head.headers['cache-control']).toBe('no-cache');
    expect((await get('/favicon.svg')).headers['cache-control']).toBe('no-cache');
  });

  it('lets browsers keep a hashed asset for a year without asking', async () => {
    for (const url of ['/assets/index-Ab1_cD-9.js', '/assets/index-Zz9yX8wV.css']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe(IMMUTABLE);
    }
  });

  it('sends the build-time brotli or gzip twin of an asset to a browser that accepts it, the same bytes once decoded', async () => {
    const plain = await get('/assets/index-Ab1_cD-9.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('accept-encoding');
    expect(plain.body).toBe(SCRIPT);

    const br = await get('/assets/index-Ab1_cD-9.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(br.headers['cache-control']).toBe(IMMUTABLE);
    expect(br.headers.vary).toContain('accept-encoding');
    expect(Number(br.headers['content-length'])).toBeLessThan(SCRIPT.length / 3);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);

    const gz = await get('/assets/index-Ab1_cD-9.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.headers['cache-control']).toBe(IMMUTABLE);
    expect(gunzipSync(gz.rawPayload).toString()).toBe(SCRIPT);

    // A file the build did not compress goes out as it is, whatever the browser accepts.
    const css = await get('/assets/index-Zz9yX8wV.css', 'br, gzip');
    expect(css.headers['content-encoding']).toBeUndefined();
    expect(css.body).toBe('body{margin:0}');
  });

  it('gives the compressed twins no URL of their own', async () => {
    expect((await get('/assets/index-Ab1_cD-9.js.br')).statusCode).toBe(404);
    expect((await get('/assets/index-Ab1_cD-9.js.gz')).statusCode).toBe(404);
  });

  it('honours a browser that refuses an encoding (q=0) and picks the best one it takes', async () => {
    expect((await get('/assets/index-Ab1_cD-9.js', 'br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
    expect((await get('/assets/index-Ab1_cD-9.js', 'gzip;q=0.5, br;q=0.9')).headers['content-encoding']).toBe(
      'br',
    );
    // The best encoding this file has: a browser that prefers brotli still gets the gzip twin.
    const gzOnly = await get('/assets/pages-Gz0nLy12.js', 'br, gzip');
    expect(gzOnly.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzOnly.rawPayload).toString()).toBe(SCRIPT);
    const none = await get('/assets/index-Ab1_cD-9.js', 'br;q=0, gzip;q=0');
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.body).toBe(SCRIPT);
  });

  it("answers 304 to a browser that holds the same encoding's bytes, and each encoding has its own ETag", async () => {
    const br = await get('/assets/index-Ab1_cD-9.js', 'br');
    const gz = await get('/assets/index-Ab1_cD-9.js', 'gzip');
    const plain = await get('/assets/index-Ab1_cD-9.js');
    const tags = [br, gz, plain].map((r) => r.headers.etag);
    expect(new Set(tags).size).toBe(3);
    expect(br.headers['last-modified']).toBeDefined();

    const again = await t.call('GET', '/assets/index-Ab1_cD-9.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': br.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
    // Another encoding's tag is not a match.
    const other = await t.call('GET', '/assets/index-Ab1_cD-9.js', {
      headers: { 'accept-encoding': 'br', 'if-none-match': gz.headers.etag as string },
    });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD for an asset with its headers and no body', async () => {
    const head = await t.call('HEAD', '/assets/index-Ab1_cD-9.js', { headers: { 'accept-encoding': 'br' } });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['cache-control']).toBe(IMMUTABLE);
    expect(head.body).toBe('');
  });

  it("serves a chunk's source map from the disk, to be revalidated, and 404s what is not in the build", async () => {
    const map = await get('/assets/index-Ab1_cD-9.js.map');
    expect(map.statusCode).toBe(200);
    expect(map.headers['cache-control']).toBe('no-cache');
    expect(JSON.parse(map.body).version).toBe(3);
    for (const url of [
      '/assets/missing-Ab1_cD-9.js',
      '/assets/gone-Ab1_cD-9.js?v=1',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e%2f%2e%2e%2fpackage.json',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toEqual(expect.any(String));
    }
    // A folder is a page address like any other: the app, which shows its own 404.
    expect((await get('/assets/')).body).toBe(INDEX);
  });

  it('never asks the browser to upgrade to HTTPS over plain HTTP, on pages, assets and the API docs', async () => {
    let docs = await get('/api/docs');
    if (docs.statusCode === 302) docs = await get(docs.headers.location as string);
    expect(docs.statusCode).toBe(200);
    // Swagger's own policy (its inline styles and scripts), less the upgrade.
    expect(docs.headers['content-security-policy']).toContain("script-src 'self'");
    for (const res of [docs, await get('/signin'), await get('/assets/index-Ab1_cD-9.js', 'br')]) {
      expect(res.headers['content-security-policy']).toBeDefined();
      expect(res.headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    }
  });

  it('keeps the upgrade in the API docs policy when the public URL is HTTPS', async () => {
    const secure = await createTestApp({ PUBLIC_URL: 'https://leave.example.com' });
    let docs = await secure.call('GET', '/api/docs');
    if (docs.statusCode === 302) docs = await secure.call('GET', docs.headers.location as string);
    expect(docs.statusCode).toBe(200);
    expect(docs.headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});
