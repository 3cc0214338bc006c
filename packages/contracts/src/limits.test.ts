import { describe, expect, it } from 'vitest';
import { ProfileForm } from './assets';
import { RegisterBody } from './auth';
import { HolidayBatchItem } from './holidays';
import { LeaveTypeBody } from './leave-types';
import { CreateLeaveBody } from './leaves';
import {
  HOLIDAY_DESCRIPTION_MAX,
  LEAVE_REASON_MAX,
  LEAVE_TYPE_NAME_MAX,
  ORGANIZATION_NAME_MAX,
  PERSON_NAME_MAX,
  PHONE_MAX,
  POLICY_NAME_MAX,
  TEAM_NAME_MAX,
} from './limits';
import { MSG } from './messages';
import { UpdateOrganizationBody } from './organization';
import { LeavePolicyBody } from './policies';
import { TeamBody } from './teams';
import { CreateUserBody, UpdateUserBody, UpdateUserForm } from './users';

/** The messages a schema gives for one field's value (none when the value passes). */
function messagesFor(
  schema: { safeParse: (v: unknown) => { error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  body: Record<string, unknown>,
  field: string,
): string[] {
  return (schema.safeParse(body).error?.issues ?? [])
    .filter((i) => i.path[0] === field)
    .map((i) => i.message);
}

const longest = (max: number) => 'N'.repeat(max);

describe('one limit per field, the same in every form and route', () => {
  it('names are at most 50 characters, and teams’ too', () => {
    expect(PERSON_NAME_MAX).toBe(50);
    expect(TEAM_NAME_MAX).toBe(50);
    expect(LEAVE_TYPE_NAME_MAX).toBe(50);
    expect(POLICY_NAME_MAX).toBe(50);
  });

  const personForms = [
    ['sign-up', RegisterBody, [MSG.firstNameMax, MSG.lastNameMax]],
    ['Create Employee', CreateUserBody, [MSG.userFirstNameMax, MSG.userLastNameMax]],
    ['PATCH /users', UpdateUserBody, [MSG.userFirstNameMax, MSG.userLastNameMax]],
    ['Update Employee', UpdateUserForm, [MSG.userFirstNameMax, MSG.userLastNameMax]],
    ['Profile', ProfileForm, [MSG.profileFirstNameMax, MSG.profileLastNameMax]],
  ] as const;
  for (const [form, schema, [firstMax, lastMax]] of personForms) {
    it(`${form} takes a first and last name of ${PERSON_NAME_MAX} characters and refuses one more`, () => {
      const at = { firstName: longest(PERSON_NAME_MAX), lastName: longest(PERSON_NAME_MAX) };
      expect(messagesFor(schema, at, 'firstName')).toEqual([]);
      expect(messagesFor(schema, at, 'lastName')).toEqual([]);
      const over = { firstName: longest(PERSON_NAME_MAX + 1), lastName: longest(PERSON_NAME_MAX + 1) };
      expect(messagesFor(schema, over, 'firstName')).toEqual([firstMax]);
      expect(messagesFor(schema, over, 'lastName')).toEqual([lastMax]);
    });
  }

  it('says the limit it checks', () => {
    expect(MSG.userFirstNameMax).toBe('First Name must be under 50 characters');
    expect(MSG.profileLastNameMax).toBe('Last Name must be under 50 characters.');
    expect(MSG.teamNameMax).toBe('Team Name must be under 50 characters');
    expect(MSG.orgNameMax).toBe(`Organization name must be under ${ORGANIZATION_NAME_MAX} characters`);
  });

  it('sign-up and Organization Settings take the same organization name', () => {
    const name = longest(ORGANIZATION_NAME_MAX);
    expect(messagesFor(RegisterBody, { organizationName: name }, 'organizationName')).toEqual([]);
    expect(messagesFor(UpdateOrganizationBody, { name }, 'name')).toEqual([]);
    expect(messagesFor(RegisterBody, { organizationName: `${name}N` }, 'organizationName')).toEqual([
      MSG.organizationNameMax,
    ]);
    expect(messagesFor(UpdateOrganizationBody, { name: `${name}N` }, 'name')).toEqual([MSG.orgNameMax]);
  });

  it('a team name of 50 characters passes, 51 does not', () => {
    expect(messagesFor(TeamBody, { name: longest(TEAM_NAME_MAX) }, 'name')).toEqual([]);
    expect(messagesFor(TeamBody, { name: longest(TEAM_NAME_MAX + 1) }, 'name')).toEqual([MSG.teamNameMax]);
  });

  it('the phone, leave type, policy, holiday and reason limits come from the same place', () => {
    for (const schema of [RegisterBody, CreateUserBody, UpdateUserBody]) {
      expect(messagesFor(schema, { phone: '1'.repeat(PHONE_MAX) }, 'phone')).toEqual([]);
      expect(messagesFor(schema, { phone: '1'.repeat(PHONE_MAX + 1) }, 'phone')).toHaveLength(1);
    }
    expect(messagesFor(LeaveTypeBody, { name: longest(LEAVE_TYPE_NAME_MAX + 1) }, 'name')).toEqual([
      MSG.leaveTypeNameMax,
    ]);
    expect(messagesFor(LeavePolicyBody, { name: longest(POLICY_NAME_MAX + 1) }, 'name')).toEqual([
      MSG.policyNameMax,
    ]);
    expect(
      messagesFor(HolidayBatchItem, { description: longest(HOLIDAY_DESCRIPTION_MAX + 1) }, 'description'),
    ).toEqual([MSG.holidayDescriptionMax]);
    expect(messagesFor(CreateLeaveBody, { reason: longest(LEAVE_REASON_MAX) }, 'reason')).toEqual([]);
    expect(messagesFor(CreateLeaveBody, { reason: longest(LEAVE_REASON_MAX + 1) }, 'reason')).toHaveLength(1);
  });
});
