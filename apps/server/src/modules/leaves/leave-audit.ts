/** "Ada Lovelace: Vacation 2027-03-01 – 2027-03-05": how the audit trail names a leave. */
export function leaveLabel(
  leave: { startAt: string; endAt: string; type: { name: string } },
  requester: { firstName: string; lastName: string },
): string {
  const who = `${requester.firstName} ${requester.lastName}`.trim();
  const when = leave.startAt === leave.endAt ? leave.startAt : `${leave.startAt} – ${leave.endAt}`;
  return `${who}: ${leave.type.name} ${when}`;
}
