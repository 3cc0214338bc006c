import { describe, expect, it } from 'vitest';
import { approvalStepsSentence, sameSteps, UNKNOWN_PERSON } from './approval-steps';

const NAMES = new Map([
  [7, 'Ana Lima'],
  [8, 'Omar Kowalski'],
  [9, 'Mei Chen'],
]);
const nameOf = (id: number) => NAMES.get(id);

describe('approvalStepsSentence', () => {
  it('reads the default step back as both kinds of admins', () => {
    expect(approvalStepsSentence([{ approvers: 'REVIEWERS' }], nameOf)).toBe(
      'Team admins and organization admins',
    );
  });

  it('joins the steps with "then" and names people by name', () => {
    expect(
      approvalStepsSentence([{ approvers: 'TEAM_ADMINS' }, { approvers: 'USERS', userIds: [7] }], nameOf),
    ).toBe('Team admins, then Ana Lima');
    expect(
      approvalStepsSentence(
        [
          { approvers: 'TEAM_ADMINS' },
          { approvers: 'USERS', userIds: [7, 8] },
          { approvers: 'ORGANIZATION_ADMINS' },
        ],
        nameOf,
      ),
    ).toBe('Team admins, then Ana Lima or Omar Kowalski, then organization admins');
  });

  it('lists three people with commas and "or", capitalises a first step of people, and says who is unknown', () => {
    expect(approvalStepsSentence([{ approvers: 'USERS', userIds: [7, 8, 9] }], nameOf)).toBe(
      'Ana Lima, Omar Kowalski or Mei Chen',
    );
    expect(
      approvalStepsSentence(
        [{ approvers: 'ORGANIZATION_ADMINS' }, { approvers: 'USERS', userIds: [99] }],
        nameOf,
      ),
    ).toBe(`Organization admins, then ${UNKNOWN_PERSON}`);
    expect(approvalStepsSentence([{ approvers: 'USERS', userIds: [] }], nameOf)).toBe('Nobody yet');
  });
});

describe('sameSteps', () => {
  it('ignores the order of the people a step names but not the order of the steps', () => {
    expect(
      sameSteps([{ approvers: 'USERS', userIds: [7, 8] }], [{ approvers: 'USERS', userIds: [8, 7] }]),
    ).toBe(true);
    expect(
      sameSteps(
        [{ approvers: 'TEAM_ADMINS' }, { approvers: 'REVIEWERS' }],
        [{ approvers: 'REVIEWERS' }, { approvers: 'TEAM_ADMINS' }],
      ),
    ).toBe(false);
  });
});
