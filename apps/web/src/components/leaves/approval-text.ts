import type { Leave, WaitingApprover } from '@leavedesk/contracts';
import { fullName } from '@/lib/format';

/** How many approvers a sentence names before it says "and N others". */
const NAMED = 3;

/** 'Ana Lima', 'Ana Lima or Bo Chen', 'Ana Lima, Bo Chen or Cy Diaz', 'Ana Lima, Bo Chen and 4 others'. */
export function approversText(people: readonly WaitingApprover[]): string {
  const names = people.map(fullName);
  if (names.length <= 1) return names[0] ?? '';
  if (names.length <= NAMED) return `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  return `${names.slice(0, 2).join(', ')} and ${names.length - 2} others`;
}

/** 'Step 1 of 2' while a request of several steps waits; nothing for one step. */
export function stepText(leave: Pick<Leave, 'status' | 'approval'>): string | undefined {
  const { step, steps } = leave.approval;
  return leave.status === 'PENDING' && steps > 1 ? `Step ${step} of ${steps}` : undefined;
}

/** 'Step 1 of 2 · waits for Ana Lima' (several steps), 'Waits for Ana Lima' (one); PENDING only. */
export function waitingText(leave: Pick<Leave, 'status' | 'approval'>): string | undefined {
  if (leave.status !== 'PENDING') return undefined;
  const who = approversText(leave.approval.waitingFor);
  const step = stepText(leave);
  if (!who) return step;
  return step ? `${step} · waits for ${who}` : `Waits for ${who}`;
}

/**
 * Where a request stands, in words, for someone who is not (or no longer) to decide it:
 * 'Accepted by Ana Lima', 'Rejected by Ana Lima', 'Withdrawn', 'Cancelled by Ana Lima',
 * 'Waits for step 2 of 2' (with who, when known).
 */
export function standingText(leave: Leave, me?: number): string {
  const by = (p: { id: number; firstName: string; lastName: string } | null) =>
    p ? ` by ${p.id === me ? 'you' : fullName(p)}` : '';
  switch (leave.status) {
    case 'ACCEPTED':
      return `Accepted${by(leave.reviewer)}`;
    case 'REJECTED':
      return `Rejected${by(leave.reviewer)}`;
    case 'CANCELLED':
      return leave.cancelledBy?.id === leave.user.id ? 'Withdrawn' : `Cancelled${by(leave.cancelledBy)}`;
    case 'PENDING': {
      const { step, steps, waitingFor } = leave.approval;
      const who = approversText(waitingFor.filter((p) => p.id !== me));
      const at = steps > 1 ? `Waits for step ${step} of ${steps}` : 'Waits for a decision';
      return who ? `${at} · ${who}` : at;
    }
  }
}

/** Whether the signed-in user decides the request's current step. */
export function decidesNow(leave: Leave, me: number): boolean {
  return leave.status === 'PENDING' && leave.approval.waitingFor.some((p) => p.id === me);
}
