import type { CalendarFeed, FeedKind } from '@leavedesk/contracts';
import ICAL from 'ical.js';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/harness';

/** What a test reads of one VEVENT, as ical.js (an independent parser) understands it. */
export interface ParsedEvent {
  uid: string;
  summary: string;
  description: string | null;
  status: string | null;
  sequence: number;
  transparency: string | null;
  /** `YYYY-MM-DD` of DTSTART (a DATE value). */
  start: string;
  /** `YYYY-MM-DD` of DTEND, the day after the last day. */
  end: string;
  /** Every property name and value, for searching the whole event. */
  text: string;
}

/**
 * Parses a feed with ical.js and checks what RFC 5545 asks of it: CRLF lines of at most 75 octets,
 * a VCALENDAR with VERSION 2.0 and a PRODID, and VEVENTs each with a unique UID, a DTSTAMP and
 * all-day DATE values whose exclusive DTEND comes after DTSTART.
 */
export function parseFeed(text: string): { name: string | null; events: ParsedEvent[] } {
  expect(text.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(text.trimEnd().endsWith('END:VCALENDAR')).toBe(true);
  for (const line of text.split('\r\n')) {
    expect(line).not.toContain('\n');
    expect(Buffer.byteLength(line, 'utf8'), line).toBeLessThanOrEqual(75);
  }
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const start = vevent.getFirstPropertyValue('dtstart') as ICAL.Time;
    const end = vevent.getFirstPropertyValue('dtend') as ICAL.Time;
    expect(start.isDate, 'DTSTART is a DATE').toBe(true);
    expect(end.isDate, 'DTEND is a DATE').toBe(true);
    expect(end.compare(start)).toBe(1);
    expect(vevent.getFirstPropertyValue('dtstamp')).toBeTruthy();
    const event: ParsedEvent = {
      uid: String(vevent.getFirstPropertyValue('uid')),
      summary: String(vevent.getFirstPropertyValue('summary')),
      description: (vevent.getFirstPropertyValue('description') as string | null) ?? null,
      status: (vevent.getFirstPropertyValue('status') as string | null) ?? null,
      sequence: Number(vevent.getFirstPropertyValue('sequence') ?? 0),
      transparency: (vevent.getFirstPropertyValue('transp') as string | null) ?? null,
      start: start.toString(),
      end: end.toString(),
      text: vevent
        .getAllProperties()
        .map((p) => `${p.name}:${String(p.getFirstValue())}`)
        .join('\n'),
    };
    return event;
  });
  expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  const name = calendar.getFirstPropertyValue('x-wr-calname');
  return { name: name ? String(name) : null, events };
}

/** The caller's feeds by kind (GET /feeds/mine). */
export async function feedsOf(t: TestApp, token: string): Promise<Partial<Record<FeedKind, CalendarFeed>>> {
  const res = await t.call('GET', '/api/feeds/mine', { token });
  expect(res.statusCode, res.body).toBe(200);
  return Object.fromEntries((res.json().feeds as CalendarFeed[]).map((f) => [f.kind, f]));
}

/** Reads a feed by its path, with no credential but the URL; answers the raw response. */
export function fetchFeed(t: TestApp, path: string, headers: Record<string, string> = {}) {
  return t.call('GET', path, { headers });
}

/** Reads a feed that must answer 200, parsed. */
export async function readFeed(t: TestApp, path: string) {
  const res = await fetchFeed(t, path);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
  return parseFeed(res.body);
}
