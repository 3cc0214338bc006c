import type { Leave, PersonRef } from '@leavedesk/contracts';
import { fullName } from '@/lib/format';

/**
 * Whom the viewer covers for on this request (issue 28): set when they decide its current step only
 * as the substitute of an approver away today (`approval.waitingFor[].asSubstituteFor`).
 */
export function coveringFor(leave: Pick<Leave, 'approval'>, viewerId: number): PersonRef | undefined {
  return leave.approval?.waitingFor.find((w) => w.id === viewerId)?.asSubstituteFor;
}

/** 'as substitute for Ana Lima' */
export function asSubstituteForText(person: PersonRef): string {
  return `as substitute for ${fullName(person)}`;
}
