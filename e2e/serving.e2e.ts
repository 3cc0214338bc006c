import { describe, expect, inject, it } from 'vitest';
import { baseUrl } from './browser';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe.skipIf(!inject('baseUrl'))('the built web app over HTTP', () => {
  it('sends the sign-in page to be revalidated, and its scripts and styles brotli-compressed at build time, kept a year', async () => {
    const page = await fetch(`${baseUrl()}/signin`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).not.toContain('upgrade-insecure-requests');
    const html = await page.text();
    const assets = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]);
    expect(assets.some((a) => a.endsWith('.js'))).toBe(true);
    expect(assets.some((a) => a.endsWith('.css'))).toBe(true);

    for (const asset of assets) {
      const plain = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': 'identity' } });
      const br = await fetch(`${baseUrl()}${asset}`, { headers: { 'accept-encoding': 'br' } });
      expect(plain.headers.get('content-encoding'), asset).toBeNull();
      expect(br.headers.get('cache-control'), asset).toBe(IMMUTABLE);
      expect(br.headers.get('vary'), asset).toContain('accept-encoding');
      // The build leaves files under 1 KB uncompressed.
      if (Number(plain.headers.get('content-length')) < 1024) continue;
      expect(br.headers.get('content-encoding'), asset).toBe('br');
      // Sent compressed, it is a fraction of its size; fetch decodes it to the same text.
      expect(Number(br.headers.get('content-length')), asset).toBeLessThan(
        Number(plain.headers.get('content-length')) / 2,
      );
      expect(await br.text(), asset).toBe(await plain.text());
    }
  });
});
