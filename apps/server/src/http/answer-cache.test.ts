import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { AnswerCache } from './answer-cache';

describe('answer cache', () => {
  it('answers an entry to callers of its version or an older one, never a newer one', () => {
    const cache = new AnswerCache(1000);
    cache.set('k', 5, Buffer.from('five'));
    expect(cache.get('k', 5)?.body.toString()).toBe('five');
    expect(cache.get('k', 4)?.body.toString()).toBe('five');
    expect(cache.get('k', 6)).toBeUndefined();
    // A stale entry is gone once seen stale.
    expect(cache.get('k', 5)).toBeUndefined();
    expect(cache.get('other', 0)).toBeUndefined();
  });

  it('keeps the newer of two answers stored for one key', () => {
    const cache = new AnswerCache(1000);
    cache.set('k', 7, Buffer.from('seven'));
    cache.set('k', 6, Buffer.from('six'));
    expect(cache.get('k', 7)?.body.toString()).toBe('seven');
    cache.set('k', 8, Buffer.from('eight'));
    expect(cache.get('k', 8)?.body.toString()).toBe('eight');
  });

  it('drops the least recently used answers beyond its size', () => {
    const cache = new AnswerCache(10);
    cache.set('a', 1, Buffer.from('aaaa'));
    cache.set('b', 1, Buffer.from('bbbb'));
    expect(cache.get('a', 1)?.body.toString()).toBe('aaaa');
    cache.set('c', 1, Buffer.from('cccc'));
    expect(cache.get('b', 1)).toBeUndefined();
    expect(cache.get('a', 1)?.body.toString()).toBe('aaaa');
    expect(cache.get('c', 1)?.body.toString()).toBe('cccc');
    cache.set('huge', 1, Buffer.from('x'.repeat(11)));
    expect(cache.get('huge', 1)).toBeUndefined();
    expect(cache.size).toBe(2);
  });

  it('names an answer by its key and version, and gzips it once', () => {
    const cache = new AnswerCache(1000);
    const a = cache.set('k', 1, Buffer.from('{"a":1}'));
    expect(cache.get('k', 1)).toBe(a);
    expect(new AnswerCache(1000).set('k', 1, Buffer.from('{"a":1}')).etag).toBe(a.etag);
    expect(cache.set('k', 2, Buffer.from('{"a":2}')).etag).not.toBe(a.etag);
    expect(new AnswerCache(1000).set('j', 1, Buffer.from('{"a":1}')).etag).not.toBe(a.etag);
    expect(a.gzip()).toBe(a.gzip());
    expect(gunzipSync(a.gzip()).toString()).toBe('{"a":1}');
  });
});
