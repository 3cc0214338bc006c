import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { databaseUnavailable, isUniqueViolation } from './pg-errors';

/** What node-postgres rejects with when the server sends an ErrorResponse. */
function serverError(code: string, message: string) {
  return Object.assign(new Error(message), { code, severity: 'FATAL' });
}

describe('a database that cannot be reached', () => {
  it.each([
    ['administrator command', serverError('57P01', 'terminating connection due to administrator command')],
    [
      'crash of another backend',
      serverError('57P02', 'terminating connection because of crash of another server process'),
    ],
    ['server starting up', serverError('57P03', 'the database system is starting up')],
    ['idle session timeout', serverError('57P05', 'terminating connection due to idle-session timeout')],
    ['no connection slot', serverError('53300', 'sorry, too many clients already')],
    ['connection exception class', serverError('08006', 'connection failure')],
    [
      'refused socket',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
    ],
    ['reset socket', Object.assign(new Error('read ECONNRESET'), { code: 'ECONNRESET' })],
    ['socket closed', new Error('Connection terminated unexpectedly')],
    ['client retired', new Error('Client has encountered a connection error and is not queryable')],
    ['pool wait', new Error('timeout exceeded when trying to connect')],
  ])('is recognised under a failed ORM query: %s', (_, cause) => {
    const wrapped = new DrizzleQueryError('select 1', [], cause);
    expect(databaseUnavailable(wrapped)).toMatchObject({ message: cause.message });
  });

  it('is recognised in a connection attempt to several addresses (AggregateError)', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED ::1:5432'), { code: 'ECONNREFUSED' });
    expect(databaseUnavailable(new AggregateError([refused], ''))).toEqual({
      code: 'ECONNREFUSED',
      message: refused.message,
    });
  });

  it('is not a constraint violation, a bad query, an outbound HTTP failure or a plain bug', () => {
    const unique = serverError('23505', 'duplicate key value violates unique constraint "x"');
    expect(databaseUnavailable(new DrizzleQueryError('insert', [], unique))).toBeUndefined();
    expect(isUniqueViolation(new DrizzleQueryError('insert', [], unique))).toBe(true);
    expect(databaseUnavailable(serverError('42P01', 'relation "nope" does not exist'))).toBeUndefined();
    const fetchFailed = new TypeError('fetch failed', {
      cause: Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
    });
    expect(databaseUnavailable(fetchFailed)).toBeUndefined();
    expect(databaseUnavailable(new Error('boom'))).toBeUndefined();
    expect(databaseUnavailable(undefined)).toBeUndefined();
  });
});
