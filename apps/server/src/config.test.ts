import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultPoolSize, loadConfig } from './config';

describe('loadConfig', () => {
  it('starts with defaults from an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir: path.resolve('./data'),
      tokenTtl: '7d',
      authRateLimit: 10,
      answerCacheMb: 64,
      auditRetentionDays: 730,
      trustProxy: false,
      databaseUrl: undefined,
      jwtSecret: undefined,
      smtpUrl: undefined,
    });
  });

  it('sizes the database pools to the cores unless DATABASE_POOL_SIZE says otherwise', () => {
    expect([1, 2, 3, 8].map((cores) => defaultPoolSize(cores))).toEqual([4, 4, 6, 16]);
    expect(loadConfig({}).databasePoolSize).toBe(defaultPoolSize());
    expect(loadConfig({ DATABASE_POOL_SIZE: '25' }).databasePoolSize).toBe(25);
    expect(() => loadConfig({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  it('resolves a relative DATA_DIR from where npm was run, not from the workspace folder of the script', () => {
    const root = path.resolve('/srv/leavedesk');
    expect(loadConfig({ INIT_CWD: root }).dataDir).toBe(path.join(root, 'data'));
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: 'data-demo' }).dataDir).toBe(path.join(root, 'data-demo'));
    expect(loadConfig({ INIT_CWD: root, DATA_DIR: '/var/lib/leavedesk' }).dataDir).toBe(
      path.resolve('/var/lib/leavedesk'),
    );
  });

  it('keeps audit entries for the days AUDIT_RETENTION_DAYS says', () => {
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '90' }).auditRetentionDays).toBe(90);
  });

  it('reminds approvers of waiting requests every REVIEW_REMINDER_INTERVAL, 10 minutes unless it says otherwise, unless REVIEW_REMINDERS is false', () => {
    expect(loadConfig({})).toMatchObject({ reviewReminders: true, reviewReminderIntervalMs: 600_000 });
    expect(loadConfig({ REVIEW_REMINDER_INTERVAL: '30m', REVIEW_REMINDERS: 'false' })).toMatchObject({
      reviewReminders: false,
      reviewReminderIntervalMs: 1_800_000,
    });
  });

  it('keeps retrying a delivery for NOTIFICATION_GIVE_UP_AFTER, 24 hours unless it says otherwise', () => {
    expect(loadConfig({}).notificationGiveUpAfterMs).toBe(24 * 3_600_000);
    expect(loadConfig({ NOTIFICATION_GIVE_UP_AFTER: '90s' }).notificationGiveUpAfterMs).toBe(90_000);
    expect(loadConfig({ NOTIFICATION_GIVE_UP_AFTER: '3 d' }).notificationGiveUpAfterMs).toBe(3 * 86_400_000);
    expect(loadConfig({ NOTIFICATION_GIVE_UP_AFTER: '2w' }).notificationGiveUpAfterMs).toBe(14 * 86_400_000);
    expect(loadConfig({ NOTIFICATION_GIVE_UP_AFTER: '365d' }).notificationGiveUpAfterMs).toBe(
      365 * 86_400_000,
    );
  });

  it('stops start-up for a NOTIFICATION_GIVE_UP_AFTER longer than a year, which the database cannot count', () => {
    for (const value of ['366d', '53w', '999999999w'])
      expect(() => loadConfig({ NOTIFICATION_GIVE_UP_AFTER: value }), value).toThrow(
        'Invalid configuration:\n  NOTIFICATION_GIVE_UP_AFTER: must be at most 365d (a year)',
      );
  });

  it('waits at most AUTH_SLOWDOWN_MAX_MS (5 s by default) before checking a sign-in under attack', () => {
    expect(loadConfig({}).authSlowDownMaxMs).toBe(5000);
    expect(loadConfig({ AUTH_SLOWDOWN_MAX_MS: '0' }).authSlowDownMaxMs).toBe(0);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ PORT: '', JWT_SECRET: '' })).toMatchObject({ port: 3000, jwtSecret: undefined });
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://root@localhost/leavedesk'],
    ['JWT_SECRET', 'too-short'],
    ['TOKEN_TTL', 'forever'],
    ['SMTP_URL', 'http://mail.example.com'],
    ['LOG_LEVEL', 'loud'],
    ['AUTH_RATE_LIMIT', '0'],
    ['AUTH_SLOWDOWN_MAX_MS', '-1'],
    ['AUTH_SLOWDOWN_MAX_MS', '60001'],
    ['TRUST_PROXY', 'everyone'],
    ['ANSWER_CACHE_MB', '-1'],
    ['ANSWER_CACHE_MB', 'lots'],
    ['AUDIT_RETENTION_DAYS', '0'],
    ['AUDIT_RETENTION_DAYS', '1.5'],
    ['AUDIT_RETENTION_DAYS', 'forever'],
    ['NOTIFICATION_GIVE_UP_AFTER', 'a day'],
    ['NOTIFICATION_GIVE_UP_AFTER', '24'],
    ['NOTIFICATION_GIVE_UP_AFTER', '0s'],
    ['REVIEW_REMINDERS', 'yes'],
    ['REVIEW_REMINDER_INTERVAL', '5s'],
    ['REVIEW_REMINDER_INTERVAL', '2d'],
    ['REVIEW_REMINDER_INTERVAL', 'often'],
  ])('fails naming %s when it is %s', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:\\n\\s+${name}: `));
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT: [\s\S]*DATABASE_URL: |DATABASE_URL: [\s\S]*PORT: /,
    );
  });

  it('reads PostgreSQL, SMTP and proxy settings', () => {
    const config = loadConfig({
      DATABASE_URL: 'postgresql://app@db:5432/leavedesk',
      SMTP_URL: 'smtps://user:pass@mail.example.com',
      TOKEN_TTL: '12 h',
      TRUST_PROXY: '10.0.0.1, 10.0.0.0/8',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgresql://app@db:5432/leavedesk',
      smtpUrl: 'smtps://user:pass@mail.example.com',
      tokenTtl: '12h',
      trustProxy: ['10.0.0.1', '10.0.0.0/8'],
    });
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ ANSWER_CACHE_MB: '0' }).answerCacheMb).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
  });
});
