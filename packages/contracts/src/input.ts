import { z } from 'zod';
import { INPUT_MSG } from './messages';

/*
 * The bounds of every request field, written once (docs/decisions/0012-input-bounds.md): what the
 * database can store and the answers can carry. A value outside them is a 400 naming the field,
 * before any use case runs.
 */

// ─── Ids ────────────────────────────────────────────────────────────────────────────────────────

/** Ids are `serial` columns: PostgreSQL's INTEGER ends here. */
export const ID_MAX = 2_147_483_647;

/**
 * An id sent in a JSON body: a whole number from 1 to ID_MAX. `message` replaces the sentence for
 * a missing, wrong-typed or non-positive id (forms show the spec's "… selection is required").
 */
export function id(message: string = INPUT_MSG.idInvalid) {
  return z.number({ error: message }).int(message).min(1, message).max(ID_MAX, INPUT_MSG.idTooLarge);
}

/** The same id in a path segment or a query string, where it travels as text ("12"). */
export const Id = z.coerce
  .number({ error: INPUT_MSG.idInvalid })
  .int(INPUT_MSG.idInvalid)
  .min(1, INPUT_MSG.idInvalid)
  .max(ID_MAX, INPUT_MSG.idTooLarge);
export const IdParam = z.object({ id: Id });

// ─── Text ───────────────────────────────────────────────────────────────────────────────────────

/** Control characters (C0, DEL, C1), line and paragraph separators, and halves of surrogate pairs. */
const NOT_ON_ONE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u;
/** The same, but line breaks and tabs belong in multi-line text (CR too: clients send CRLF). */
const NOT_IN_TEXT = /(?![\t\n\r])\p{Cc}|\p{Cs}/u;

/** Whether a value is text on one line: no NUL, no other control character, no line break. */
export function isOneLine(value: string): boolean {
  return !NOT_ON_ONE_LINE.test(value);
}

/** Whether a value is plain multi-line text: line breaks and tabs, but no NUL or other control. */
export function isPlainText(value: string): boolean {
  return !NOT_IN_TEXT.test(value);
}

/**
 * Free text on one line (names, titles, search words, addresses): trimmed, then refused if it holds
 * a control character. `error` is the sentence for a missing or wrong-typed value.
 */
export function text(error?: string) {
  return z.string({ error }).trim().refine(isOneLine, INPUT_MSG.textControl);
}

/** Free text over several lines (reasons, templates): trimmed; line breaks and tabs allowed. */
export function multilineText(error?: string) {
  return z.string({ error }).trim().refine(isPlainText, INPUT_MSG.multilineControl);
}

/** A new password: never trimmed (every character counts), but no control characters. */
export function newPassword(error?: string) {
  return z.string({ error }).refine(isOneLine, INPUT_MSG.passwordControl);
}

// ─── Dates ──────────────────────────────────────────────────────────────────────────────────────

/**
 * The dates a request may name. Holidays are listed by year in this range, balances and working
 * days are counted in it, and a date read in the caller's time zone stays a four-digit year.
 */
export const DATE_MIN_YEAR = 1900;
export const DATE_MAX_YEAR = 2200;
const DATE_MIN = `${DATE_MIN_YEAR}-01-01`;
const DATE_MAX = `${DATE_MAX_YEAR}-12-31`;

/** The calendar date a value names: its `YYYY-MM-DD` part (a timestamp's own date). */
function namedDateInRange(value: string): boolean {
  const date = value.slice(0, 10);
  return date >= DATE_MIN && date <= DATE_MAX;
}

/** A calendar date a request sends (`YYYY-MM-DD`), from 1900-01-01 to 2200-12-31. */
export const DateInput = z.iso.date().refine(namedDateInRange, INPUT_MSG.dateRange);

/** A month a request names (`YYYY-MM`), from 1900-01 to 2200-12. */
export const MonthInput = z
  .string({ error: INPUT_MSG.monthInvalid })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, INPUT_MSG.monthInvalid)
  .refine((v) => v >= `${DATE_MIN_YEAR}-01` && v <= `${DATE_MAX_YEAR}-12`, INPUT_MSG.monthInvalid);

/**
 * Request fields `start`, `end`, `joinedAt` and `date` accept a calendar date or a full ISO 8601
 * timestamp; the server turns a timestamp into a calendar date in the caller's time zone, except
 * one at exactly midnight UTC, which is the date it names (server: `toCalendarDate`).
 */
export const DateOrTimestamp = z
  .union([z.iso.date(), z.iso.datetime({ offset: true })], {
    error: 'Expected a date (YYYY-MM-DD) or an ISO 8601 timestamp',
  })
  .refine(namedDateInRange, INPUT_MSG.dateRange);

// ─── Metadata ───────────────────────────────────────────────────────────────────────────────────

export const METADATA_MAX_DEPTH = 5;
export const METADATA_MAX_BYTES = 4096;

/** How deep a JSON value nests, looking no deeper than `limit + 1` (a deep value costs nothing). */
function depthOf(value: unknown, limit: number): number {
  if (value === null || typeof value !== 'object') return 0;
  if (limit < 0) return 1;
  let deepest = 0;
  for (const child of Object.values(value)) deepest = Math.max(deepest, depthOf(child, limit - 1));
  return deepest + 1;
}

/** Whether every key and string of a JSON value is plain text (jsonb refuses NUL). */
function hasPlainStrings(value: unknown): boolean {
  if (typeof value === 'string') return isPlainText(value);
  if (value === null || typeof value !== 'object') return true;
  return Object.entries(value).every(
    ([key, child]) => (Array.isArray(value) || isPlainText(key)) && hasPlainStrings(child),
  );
}

/**
 * Bounds for a `metadata` object a request sends: at most METADATA_MAX_DEPTH levels (the object
 * itself is the first) and METADATA_MAX_BYTES of UTF-8 JSON, every key and string plain text. Every
 * member downloads a team's metadata with `GET /teams`.
 */
export function boundMetadata(value: Record<string, unknown>, ctx: z.RefinementCtx) {
  if (depthOf(value, METADATA_MAX_DEPTH) > METADATA_MAX_DEPTH) {
    ctx.addIssue({ code: 'custom', message: INPUT_MSG.metadataDepth });
    return;
  }
  if (new TextEncoder().encode(JSON.stringify(value)).length > METADATA_MAX_BYTES)
    ctx.addIssue({ code: 'custom', message: INPUT_MSG.metadataSize });
  else if (!hasPlainStrings(value)) ctx.addIssue({ code: 'custom', message: INPUT_MSG.multilineControl });
}

/** `metadata` in a request body: a JSON object within the bounds above. */
export const MetadataInput = z.record(z.string(), z.unknown()).superRefine(boundMetadata);
