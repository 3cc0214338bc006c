import { EVENT_TYPES, type EventField, type EventSchema, SAMPLE_PARAMS } from '@leavedesk/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness';
import { setupOrg } from '../leaves/leave-fixtures';

/** GET /v1/notifications/events: what the trigger form offers, generated from the params' own types. */
let t: TestApp;
let schemas: EventSchema[];
beforeAll(async () => {
  t = await createTestApp();
  const org = await setupOrg(t);
  const res = await t.call('GET', '/api/v1/notifications/events', { token: org.admin.accessToken });
  expect(res.statusCode, res.body).toBe(200);
  schemas = res.json();
});

const schemaOf = (name: string) => schemas.find((s) => s.name === name)!;
const field = (fields: EventField[], path: string): EventField => {
  const [head, ...rest] = path.split('.');
  const found = fields.find((f) => f.name === head);
  if (!found) throw new Error(`no field ${path}`);
  return rest.length ? field(found.properties ?? [], rest.join('.')) : found;
};
/** Leaf paths of a schema ('leave.type.name'), and of a params object. */
const schemaPaths = (fields: EventField[], prefix = ''): string[] =>
  fields.flatMap((f) =>
    f.properties ? schemaPaths(f.properties, `${prefix}${f.name}.`) : [`${prefix}${f.name}`],
  );
const valuePaths = (value: Record<string, unknown>, prefix = ''): string[] =>
  Object.entries(value).flatMap(([k, v]) =>
    v && typeof v === 'object'
      ? valuePaths(v as Record<string, unknown>, `${prefix}${k}.`)
      : [`${prefix}${k}`],
  );

describe('event schemas', () => {
  it('list every event with its description and the receptors it allows', () => {
    expect(schemas.map((s) => s.name)).toEqual([...EVENT_TYPES]);
    const receptors = Object.fromEntries(schemas.map((s) => [s.name, s.receptors]));
    expect(receptors).toEqual({
      ORGANIZATION_CREATED: ['USER', 'ORGANIZATION_ADMIN'],
      USER_CREATED: ['USER', 'TEAM_ADMIN', 'ORGANIZATION_ADMIN', 'ALL_TEAM_MEMBERS'],
      LEAVE_CREATED: ['USER', 'TEAM_ADMIN', 'ORGANIZATION_ADMIN', 'ALL_TEAM_MEMBERS', 'REVIEWERS'],
      LEAVE_STATUS_UPDATED: ['USER', 'TEAM_ADMIN', 'ORGANIZATION_ADMIN', 'ALL_TEAM_MEMBERS', 'REVIEWERS'],
      TEAM_CREATED: ['USER', 'ORGANIZATION_ADMIN'],
      NOTIFICATION_CREATED: ['USER', 'TEAM_ADMIN', 'ORGANIZATION_ADMIN'],
      LEAVE_REVIEW_REMINDER: ['REVIEWERS', 'ORGANIZATION_ADMIN', 'TEAM_ADMIN', 'USER'],
      LEAVE_SUBSTITUTE_ASSIGNED: ['USER', 'TEAM_ADMIN', 'ORGANIZATION_ADMIN', 'ALL_TEAM_MEMBERS'],
    });
    for (const s of schemas) {
      expect(s.description.length, s.name).toBeGreaterThan(10);
      expect(s.schema.type).toBe('object');
    }
  });

  it('describe each field: type, required, description, enum values and nested properties', () => {
    const fields = schemaOf('LEAVE_STATUS_UPDATED').schema.properties;
    expect(fields.map((f) => [f.name, f.type, f.required])).toEqual([
      ['organization', 'object', true],
      ['user', 'object', true],
      ['leave', 'object', true],
      ['reviewer', 'object', true],
      ['approval', 'object', true],
      ['link', 'string', true],
    ]);
    expect(field(fields, 'leave.status')).toEqual({
      name: 'status',
      type: 'string',
      required: true,
      description: 'Status of the request',
      enumValues: ['PENDING', 'ACCEPTED', 'REJECTED', 'CANCELLED'],
    });
    expect(field(fields, 'user.role').enumValues).toEqual(['ORGANIZATION_ADMIN', 'TEAM_ADMIN', 'EMPLOYEE']);
    // Nullable values are not required; their type is the one they have when present.
    expect(field(fields, 'leave.reason')).toMatchObject({ type: 'string', required: false });
    expect(field(fields, 'user.team')).toMatchObject({ type: 'object', required: false });
    expect(field(fields, 'user.team').properties!.map((f) => f.name)).toEqual(['id', 'name']);
    expect(field(fields, 'leave.type').properties!.map((f) => [f.name, f.type])).toEqual([
      ['id', 'integer'],
      ['name', 'string'],
      ['symbol', 'string'],
    ]);
    expect(field(fields, 'leave.duration').type).toBe('number');
    expect(field(fields, 'leave.totalDays').type).toBe('integer');
    expect(field(fields, 'reviewer.fullName').description).toBe('First and last name of the reviewer');
    // Every field of every event says what it is.
    const undescribed = schemas.flatMap((s) =>
      schemaPaths(s.schema.properties).filter((p) => !field(s.schema.properties, p).description),
    );
    expect(undescribed).toEqual([]);
    // An event may say what its own fields mean.
    const team = schemaOf('TEAM_CREATED').schema.properties;
    expect(field(team, 'user').description).toBe('The admin who created the team');
    expect(field(team, 'team').description).toBe('The new team');
    const created = schemaOf('NOTIFICATION_CREATED').schema.properties;
    expect(field(created, 'notification.eventType').enumValues).toEqual([...EVENT_TYPES]);
  });

  it('name exactly the params an event carries', () => {
    for (const s of schemas)
      expect(schemaPaths(s.schema.properties).sort(), s.name).toEqual(
        valuePaths(SAMPLE_PARAMS[s.name] as unknown as Record<string, unknown>).sort(),
      );
  });
});
