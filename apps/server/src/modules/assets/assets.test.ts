import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { fingerprint } from '../../../test/fingerprint';
import { createTestApp, isolatedDatabase, registerOrganization, type TestApp } from '../../../test/harness';
import { CORRUPT_IMAGE, NOT_AN_IMAGE } from './image';

interface Part {
  field?: string;
  filename: string;
  contentType?: string;
  data: Buffer;
}

/** A multipart/form-data body built by hand, as a browser's FormData would send it. */
function multipart(parts: Part[]) {
  const boundary = `----leavedesk${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${p.field ?? 'files'}"; filename="${p.filename}"\r\n` +
          `Content-Type: ${p.contentType ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      p.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(t: TestApp, token: string | undefined, parts: Part[], bucket = 'PROFILE_IMAGE') {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url: `/api/assets?bucket=${bucket}`,
    headers: { 'content-type': body.contentType, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: body.payload,
  });
}

const png = (width = 400, height = 300) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();

const jpegWithExif = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 10, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'Secret Camera Owner', Artist: 'Ada' } } })
    .toBuffer();

const gif = Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');

describe('assets', async () => {
  // A database of its own: a refused upload is checked to leave every table and file as it was.
  const t = await createTestApp({}, { database: await isolatedDatabase() });
  const admin = await registerOrganization(t);
  const other = await registerOrganization(t, { organizationName: 'Other Org' });

  it('accepts a PNG by its content even when it is named .txt, and answers 201 with the asset', async () => {
    const res = await upload(t, admin.accessToken, [
      { filename: 'notes.txt', contentType: 'text/plain', data: await png() },
    ]);
    expect(res.statusCode).toBe(201);
    const [asset] = res.json();
    expect(asset).toMatchObject({
      name: 'notes.jpg',
      contentType: 'image/jpeg',
      bucket: 'PROFILE_IMAGE',
      url: `/api/assets/${asset.id}`,
    });
    expect(asset.size).toBeGreaterThan(0);
  });

  it('refuses a text file named .png with 415', async () => {
    const res = await upload(t, admin.accessToken, [
      { filename: 'photo.png', contentType: 'image/png', data: Buffer.from('just some text, not an image') },
    ]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(NOT_AN_IMAGE);
  });

  it('refuses a GIF with 415', async () => {
    const res = await upload(t, admin.accessToken, [
      { filename: 'a.gif', contentType: 'image/gif', data: gif },
    ]);
    expect(res.statusCode).toBe(415);
  });

  it('refuses a file that starts like a PNG but does not decode with 415 and a clear message', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]);
    const res = await upload(t, admin.accessToken, [{ filename: 'broken.png', data: broken }]);
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe(CORRUPT_IMAGE);
  });

  it('accepts a 3 MB photo: the 1 MB JSON body limit does not apply to uploads', async () => {
    const noise = Buffer.alloc(1000 * 1000 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 7919 + (i >> 3) * 104729) & 0xff;
    const big = await sharp(noise, { raw: { width: 1000, height: 1000, channels: 3 } })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(2 * 1024 * 1024);
    const res = await upload(t, admin.accessToken, [{ filename: 'big.png', data: big }]);
    expect(res.statusCode).toBe(201);
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await t.call('GET', '/api/openapi.json')).json();
    expect(doc.paths['/assets'].post.parameters).toEqual(
      expect.arrayContaining([expect.objectContaining({ in: 'query', name: 'bucket' })]),
    );
    expect(doc.paths['/assets/{id}'].get).toBeDefined();
  });

  it('refuses a file over 5 MB with 413', async () => {
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024 + 10, 1)]);
    const res = await upload(t, admin.accessToken, [{ filename: 'big.png', data: big }]);
    expect(res.statusCode).toBe(413);
  });

  it('refuses an upload without files, a bucket that does not exist, and a request that is not multipart', async () => {
    expect((await upload(t, admin.accessToken, [])).statusCode).toBe(400);
    expect(
      (await upload(t, admin.accessToken, [{ filename: 'a.png', data: await png() }], 'SECRET')).statusCode,
    ).toBe(400);
    const json = await t.call('POST', '/api/assets?bucket=PROFILE_IMAGE', {
      token: admin.accessToken,
      body: { files: [] },
    });
    expect(json.statusCode).toBe(415);
  });

  it.each([
    ['in the middle of a file', (b: Buffer) => b.subarray(0, b.length - 200)],
    ['in the headers of a part', (b: Buffer) => b.subarray(0, b.indexOf('Content-Type') + 6)],
    ['before the closing boundary', (b: Buffer) => b.subarray(0, b.lastIndexOf('--'))],
  ])('answers an upload cut off %s with 400 in the error shape, storing nothing', async (_where, cut) => {
    const body = multipart([{ filename: 'a.png', data: await png() }]);
    const before = await fingerprint(t);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/assets?bucket=PROFILE_IMAGE',
      headers: { 'content-type': body.contentType, authorization: `Bearer ${admin.accessToken}` },
      payload: cut(body.payload),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      error: 'Bad Request',
      code: 'INVALID_MULTIPART',
      message: 'The upload is incomplete or is not valid multipart/form-data. Please send it again.',
    });
    expect(await fingerprint(t)).toBe(before);
  });

  it('requires a token to upload', async () => {
    const res = await upload(t, undefined, [{ filename: 'a.png', data: await png() }]);
    expect(res.statusCode).toBe(401);
  });

  it('re-encodes a profile image to a 256×256 JPEG and strips its EXIF', async () => {
    const original = await jpegWithExif();
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(t, admin.accessToken, [{ filename: 'camera.jpg', data: original }]);
    expect(res.statusCode).toBe(201);
    const [asset] = res.json();
    const download = await t.call('GET', `/api/assets/${asset.id}`, { token: admin.accessToken });
    expect(download.statusCode).toBe(200);
    const bytes = download.rawPayload;
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('Secret Camera Owner'))).toBe(false);
    expect(asset.size).toBe(bytes.length);
  });

  it('stores several files sent in the repeated files field', async () => {
    const res = await upload(t, admin.accessToken, [
      { filename: 'one.png', data: await png() },
      { filename: 'two.jpg', data: await jpegWithExif() },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().map((a: { name: string }) => a.name)).toEqual(['one.jpg', 'two.jpg']);
  });

  describe('download', async () => {
    const [asset] = (await upload(t, admin.accessToken, [{ filename: 'me.png', data: await png() }])).json();

    it('serves the bytes with the bearer token, typed, cacheable and tagged', async () => {
      const res = await t.call('GET', `/api/assets/${asset.id}`, { token: admin.accessToken });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^".+"$/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
    });

    it('serves the bytes with ?token= for <img> tags', async () => {
      const res = await t.call('GET', `/api/assets/${asset.id}?token=${admin.accessToken}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
    });

    it('answers 401 without a token and with a wrong one', async () => {
      expect((await t.call('GET', `/api/assets/${asset.id}`)).statusCode).toBe(401);
      expect((await t.call('GET', `/api/assets/${asset.id}?token=nonsense`)).statusCode).toBe(401);
    });

    it("answers 404 for another organization's asset, exactly like a missing one", async () => {
      const theirs = await t.call('GET', `/api/assets/${asset.id}`, { token: other.accessToken });
      const missing = await t.call('GET', '/api/assets/999999999', { token: other.accessToken });
      expect(theirs.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(theirs.json().message).toBe(missing.json().message);
    });

    it('answers 304 without a body when If-None-Match holds the ETag', async () => {
      const first = await t.call('GET', `/api/assets/${asset.id}`, { token: admin.accessToken });
      const again = await t.call('GET', `/api/assets/${asset.id}`, {
        token: admin.accessToken,
        headers: { 'if-none-match': String(first.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(again.headers.etag).toBe(first.headers.etag);
      const stale = await t.call('GET', `/api/assets/${asset.id}`, {
        token: admin.accessToken,
        headers: { 'if-none-match': '"something-else"' },
      });
      expect(stale.statusCode).toBe(200);
    });
  });

  it('becomes the profile picture with PATCH /users/mine and shows in GET /users/mine', async () => {
    const [asset] = (await upload(t, admin.accessToken, [{ filename: 'me.png', data: await png() }])).json();
    const patched = await t.call('PATCH', '/api/users/mine', {
      token: admin.accessToken,
      body: { avatarAssetId: asset.id },
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().avatar).toEqual({ id: asset.id, url: `/api/assets/${asset.id}` });
    const mine = await t.call('GET', '/api/users/mine', { token: admin.accessToken });
    expect(mine.json().avatar).toEqual({ id: asset.id, url: `/api/assets/${asset.id}` });
  });

  it("refuses another organization's asset as a profile picture", async () => {
    const [asset] = (await upload(t, admin.accessToken, [{ filename: 'me.png', data: await png() }])).json();
    const res = await t.call('PATCH', '/api/users/mine', {
      token: other.accessToken,
      body: { avatarAssetId: asset.id },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The selected picture does not exist.');
  });
});
