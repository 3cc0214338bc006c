import { describe, expect, it } from 'vitest';
import { PAGE_NUMBER_MAX, PageQuery } from './common';
import {
  DATE_MAX_YEAR,
  DATE_MIN_YEAR,
  DateInput,
  DateOrTimestamp,
  ID_MAX,
  Id,
  id,
  METADATA_MAX_BYTES,
  METADATA_MAX_DEPTH,
  MetadataInput,
  multilineText,
  newPassword,
  text,
} from './input';
import { LeaveListQuery } from './leaves';
import { INPUT_MSG } from './messages';
import { NotificationQuery } from './notifications';
import { OrganizationMetadata, SlackWebhookUrl } from './organization';

const issues = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('ids', () => {
  it('are whole numbers from 1 to 2,147,483,647, as a number in bodies', () => {
    expect(id().parse(1)).toBe(1);
    expect(id().parse(ID_MAX)).toBe(ID_MAX);
    expect(issues(id().safeParse(ID_MAX + 1))).toEqual([INPUT_MSG.idTooLarge]);
    for (const bad of [0, -1, 1.5, '12', null, undefined, Number.NaN])
      expect(issues(id().safeParse(bad)), String(bad)).toEqual([INPUT_MSG.idInvalid]);
  });

  it('say what the spec says when a form gives its own sentence, and still refuse a huge one', () => {
    expect(issues(id('team selection is required').safeParse(undefined))).toEqual([
      'team selection is required',
    ]);
    expect(issues(id('team selection is required').safeParse(ID_MAX + 1))).toEqual([INPUT_MSG.idTooLarge]);
  });

  it('travel as text in paths and queries', () => {
    expect(Id.parse('42')).toBe(42);
    expect(Id.parse(String(ID_MAX))).toBe(ID_MAX);
    expect(issues(Id.safeParse('2147483648'))).toEqual([INPUT_MSG.idTooLarge]);
    // Past 2^53 a number is no longer a whole number one can trust, and it is too large as well.
    expect(issues(Id.safeParse('99999999999999999999999'))).toEqual([
      INPUT_MSG.idInvalid,
      INPUT_MSG.idTooLarge,
    ]);
    for (const bad of ['0', '-3', 'abc', '1.5'])
      expect(issues(Id.safeParse(bad)), bad).toEqual([INPUT_MSG.idInvalid]);
  });

  it('name the largest id in their message', () => {
    expect(INPUT_MSG.idTooLarge).toContain(String(ID_MAX));
    expect(INPUT_MSG.idInvalid).toContain(String(ID_MAX));
  });
});

describe('text', () => {
  it('on one line is trimmed and refuses NUL, other controls, line breaks and lone surrogates', () => {
    expect(text().parse('  Ada Lovelace  ')).toBe('Ada Lovelace');
    expect(text().parse('Zoë 👩🏽‍💻 Ünal')).toBe('Zoë 👩🏽‍💻 Ünal');
    for (const bad of [
      'a\u0000b',
      'a\u0007b',
      'a\nb',
      'a\tb',
      'a\u007fb',
      'a\u0085b',
      'a\u2028b',
      'a\ud800b',
    ])
      expect(issues(text().safeParse(bad)), JSON.stringify(bad)).toEqual([INPUT_MSG.textControl]);
  });

  it('over several lines keeps line breaks and tabs, and refuses NUL and other controls', () => {
    expect(multilineText().parse(' Dear {{user.firstName}},\r\n\tsee you.\n')).toBe(
      'Dear {{user.firstName}},\r\n\tsee you.',
    );
    for (const bad of ['a\u0000b', 'a\u001bb', 'a\u007fb', 'a\udc00b'])
      expect(issues(multilineText().safeParse(bad)), JSON.stringify(bad)).toEqual([
        INPUT_MSG.multilineControl,
      ]);
  });

  it('keeps a length rule after the trim, and the spec sentence for a missing value', () => {
    const name = text('Name is required').min(2, 'too short');
    expect(issues(name.safeParse(' a '))).toEqual(['too short']);
    expect(issues(name.safeParse(undefined))).toEqual(['Name is required']);
  });

  it('in a new password is kept as typed, but without controls', () => {
    expect(newPassword().parse(' spaced pass ')).toBe(' spaced pass ');
    expect(issues(newPassword().safeParse('long-enough\u0000'))).toEqual([INPUT_MSG.passwordControl]);
  });
});

describe('dates', () => {
  it('go from 1900-01-01 to 2200-12-31, as a date or by the date a timestamp names', () => {
    for (const good of ['1900-01-01', '2200-12-31', '2027-02-28'])
      expect(DateInput.safeParse(good).success, good).toBe(true);
    for (const good of ['1900-01-01T00:00:00Z', '2200-12-31T23:59:59+14:00', '2027-03-01T00:00:00.000Z'])
      expect(DateOrTimestamp.safeParse(good).success, good).toBe(true);
    for (const bad of ['0000-01-01', '1899-12-31', '2201-01-01', '9999-12-31']) {
      expect(issues(DateInput.safeParse(bad)), bad).toEqual([INPUT_MSG.dateRange]);
      expect(issues(DateOrTimestamp.safeParse(bad)), bad).toEqual([INPUT_MSG.dateRange]);
      expect(issues(DateOrTimestamp.safeParse(`${bad}T12:00:00Z`)), bad).toEqual([INPUT_MSG.dateRange]);
    }
    expect(INPUT_MSG.dateRange).toContain(`${DATE_MIN_YEAR}-01-01`);
    expect(INPUT_MSG.dateRange).toContain(`${DATE_MAX_YEAR}-12-31`);
  });

  it('that do not exist are still refused as they were', () => {
    for (const bad of ['2027-02-30', '2027-13-01', '20270101', '+002027-01-01'])
      expect(DateOrTimestamp.safeParse(bad).success, bad).toBe(false);
  });
});

describe('metadata', () => {
  const nested = (levels: number): Record<string, unknown> => {
    let value: Record<string, unknown> = { leaf: 1 };
    for (let level = 1; level < levels; level++) value = { inner: value };
    return value;
  };

  it(`nests at most ${METADATA_MAX_DEPTH} levels, arrays included`, () => {
    expect(MetadataInput.safeParse(nested(METADATA_MAX_DEPTH)).success).toBe(true);
    expect(issues(MetadataInput.safeParse(nested(METADATA_MAX_DEPTH + 1)))).toEqual([
      INPUT_MSG.metadataDepth,
    ]);
    expect(issues(MetadataInput.safeParse({ a: [[[[[1]]]]] }))).toEqual([INPUT_MSG.metadataDepth]);
    expect(MetadataInput.safeParse({ a: [[[1]]], b: 'x' }).success).toBe(true);
  });

  it('tells 100,000 levels apart without running out of stack', () => {
    expect(issues(MetadataInput.safeParse(nested(100_000)))).toEqual([INPUT_MSG.metadataDepth]);
  });

  it(`takes at most ${METADATA_MAX_BYTES} bytes of JSON, counted in UTF-8`, () => {
    const fits = { n: 'x'.repeat(METADATA_MAX_BYTES - 8) };
    expect(JSON.stringify(fits).length).toBe(METADATA_MAX_BYTES);
    expect(MetadataInput.safeParse(fits).success).toBe(true);
    expect(issues(MetadataInput.safeParse({ n: 'é'.repeat(METADATA_MAX_BYTES / 2) }))).toEqual([
      INPUT_MSG.metadataSize,
    ]);
  });

  it('refuses a NUL in a key or a string, anywhere', () => {
    expect(issues(MetadataInput.safeParse({ 'a\u0000': 1 }))).toEqual([INPUT_MSG.multilineControl]);
    expect(issues(MetadataInput.safeParse({ a: { b: ['ok', 'no\u0000'] } }))).toEqual([
      INPUT_MSG.multilineControl,
    ]);
  });

  it("bounds the organization's metadata too, keeping its Slack webhook URL rule", () => {
    const url = 'https://hooks.slack.com/services/T000/B000/XXXX';
    expect(OrganizationMetadata.parse({ slackWebhookUrl: url, theme: 'dark' })).toEqual({
      slackWebhookUrl: url,
      theme: 'dark',
    });
    expect(issues(OrganizationMetadata.safeParse({ slackWebhookUrl: 'ftp://x.example' }))).toEqual([
      'Slack webhook URL must be an https URL',
    ]);
    // http passes the body (the server refuses it unless SLACK_ALLOW_PRIVATE_URLS); never the form.
    expect(OrganizationMetadata.safeParse({ slackWebhookUrl: 'http://x.example' }).success).toBe(true);
    expect(issues(SlackWebhookUrl.safeParse('http://x.example'))).toEqual([
      'Slack webhook URL must be an https URL',
    ]);
    expect(issues(OrganizationMetadata.safeParse({ slackWebhookUrl: url, deep: nested(5) }))).toEqual([
      INPUT_MSG.metadataDepth,
    ]);
  });
});

describe('list queries', () => {
  it('take page numbers up to 1,000,000, far past any list, and refuse larger ones', () => {
    expect(PageQuery.parse({ pageNumber: String(PAGE_NUMBER_MAX) }).pageNumber).toBe(PAGE_NUMBER_MAX);
    expect(PageQuery.safeParse({ pageNumber: '2147483648' }).success).toBe(false);
    expect(NotificationQuery.safeParse({ page: String(PAGE_NUMBER_MAX + 1) }).success).toBe(false);
  });

  it('name the statuses a filter takes, never echo what was sent', () => {
    const sent = `${'x'.repeat(5000)}\u0000`;
    expect(issues(LeaveListQuery.safeParse({ status: sent }))).toEqual([
      'Status must be one of PENDING, ACCEPTED, REJECTED, CANCELLED.',
    ]);
  });
});
