import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/**
 * Answers of the busiest read routes (the calendar, the leave lists), kept as UTF-8 JSON per
 * organization data version (a Buffer: a month of a large organization's calendar is a third of a
 * megabyte, encoded once rather than on every send, and gzipped at most once).
 * `organization_versions.data_version` is raised by the database when a transaction that changed
 * leaves, people, teams, types or policies commits (db/data-version.sql); each cached answer
 * carries the version read in the same statement, so it holds exactly what was committed up to
 * that version. A caller whose request saw version V may be given any answer of
 * version V or later: what they would have read themselves, or newer. Every server process keeps
 * its own cache, and the version is read from the database on every request, so processes behind a
 * load balancer never serve each other's stale answers. The calendar's answers use a finer
 * version of the same kind, per month (`calendarVersionOf`, decision 0021).
 */
export class Answer {
  /** Names this content: the same key at the same version is the same answer, in any process. */
  readonly etag: string;
  private gzipped?: Buffer;

  constructor(
    key: string,
    readonly version: number,
    readonly body: Buffer,
    /** When what it shows last changed, for answers that send `Last-Modified` (the feeds). */
    readonly modifiedAt?: Date,
  ) {
    this.etag = `W/"${version}-${createHash('sha1').update(key).digest('base64url').slice(0, 16)}"`;
  }

  gzip(): Buffer {
    this.gzipped ??= gzipSync(this.body);
    return this.gzipped;
  }
}

export class AnswerCache {
  private readonly entries = new Map<string, Answer>();
  private bytes = 0;

  /** `maxBytes`: the least recently used answers are dropped beyond it. */
  constructor(private readonly maxBytes: number) {}

  /** The answer kept under `key` when it is at least as new as `version`. */
  get(key: string, version: number): Answer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.version < version) {
      this.drop(key);
      return undefined;
    }
    // Most recently used last: Map keeps insertion order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps and answers the answer of `key` at `version` (or the newer one already kept). */
  set(key: string, version: number, body: Buffer, modifiedAt?: Date): Answer {
    const existing = this.entries.get(key);
    if (existing && existing.version > version) return existing;
    if (existing) this.drop(key);
    const answer = new Answer(key, version, body, modifiedAt);
    if (body.length > this.maxBytes) return answer;
    this.entries.set(key, answer);
    this.bytes += body.length;
    for (const [oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.drop(oldest);
    }
    return answer;
  }

  get size() {
    return this.entries.size;
  }

  private drop(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.bytes -= entry.body.length;
    this.entries.delete(key);
  }
}
