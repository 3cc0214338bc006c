import {
  APPROVAL_APPROVERS_LABEL,
  type ApprovalStep,
  DEFAULT_APPROVAL_STEPS,
  type Paged,
  type User,
} from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/api/client';

/** Who is named in the sentence for an id the people list does not hold (removed or deactivated). */
export const UNKNOWN_PERSON = 'a person no longer active';

/** "A", "A or B", "A, B or C". */
function either(names: string[]): string {
  if (names.length <= 1) return names[0] ?? 'nobody yet';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/**
 * The steps read back in one sentence: "Team admins, then Ana Lima or Omar Kowalski, then
 * organization admins". `nameOf` gives a named person's full name (undefined when unknown).
 */
export function approvalStepsSentence(
  steps: readonly ApprovalStep[],
  nameOf: (id: number) => string | undefined,
): string {
  const parts = steps.map((step) =>
    step.approvers === 'USERS'
      ? either((step.userIds ?? []).map((id) => nameOf(id) ?? UNKNOWN_PERSON))
      : APPROVAL_APPROVERS_LABEL[step.approvers].toLowerCase(),
  );
  const sentence = parts.join(', then ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** A team's steps as GET /teams answers them: left out while they are the default. */
export function stepsOf(team: { approvalSteps?: ApprovalStep[] } | undefined): ApprovalStep[] {
  return team?.approvalSteps ?? DEFAULT_APPROVAL_STEPS;
}

/** Same steps, in the same order, naming the same people (in any order). */
export function sameSteps(a: readonly ApprovalStep[], b: readonly ApprovalStep[]): boolean {
  const key = (steps: readonly ApprovalStep[]) =>
    JSON.stringify(steps.map((s) => [s.approvers, [...(s.userIds ?? [])].sort((x, y) => x - y)]));
  return key(a) === key(b);
}

/** GET /users?status=ACTIVE: the people a "Named people" step may name (the first 100, by name). */
export function useActivePeople(enabled = true) {
  const query = { pageNumber: 0, pageSize: 100, status: 'ACTIVE' } as const;
  return useQuery({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => api.get<Paged<User>>('/users', { signal, query: { ...query } }),
    select: (page) => page.contents,
    enabled,
    meta: { silentError: true },
  });
}
