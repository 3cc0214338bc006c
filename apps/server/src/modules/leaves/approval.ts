import {
  type ApprovalStep,
  DEFAULT_APPROVAL_STEPS,
  type LeaveApproval,
  type LeaveDecision,
  type PersonRef,
  type WaitingApprover,
} from '@leavedesk/contracts';
import { and, asc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { leaveDecisions, leaves, teams, users } from '../../db/schema';
import { MAX_SPAN_DAYS } from './leave-queries';

/**
 * Approval steps (issue 28, decision 0033). A leave keeps the steps of its requester's team as
 * they were when it was asked for (`leaves.approval_steps`) and the step it waits at
 * (`leaves.approval_step`). Who decides a step is resolved when it is read: the people the step
 * names who are active in the organization today, never the requester; a step left with nobody
 * goes to the organization admins. An organization admin with no other active organization admin
 * to ask still decides their own request (server-rules §3, as before steps).
 *
 * Substitutes (issue 28): while an approver has an ACCEPTED leave covering the organization's
 * today (calendar days, as overlaps count), the steps waiting on them are also decided by that
 * leave's substitute (active, not removed, not the requester), or with none by the organization
 * admins. `activeApprovers` reads who is away today in the same statement as the approvers.
 */

/** The active people of an organization, as approvers are read. */
export interface ActivePerson extends PersonRef {
  role: string;
  teamId: number | null;
  /**
   * The ACCEPTED leaves covering today of this person (read by `activeApprovers`): each one's
   * substitute while they are active and not removed, else null (the organization admins cover).
   * Absent or empty: not away today.
   */
  awayToday?: (ActivePerson | null)[] | null;
}

/** One who decides a step: an approver, or one covering for an approver away today. */
export type Decider = ActivePerson & { asSubstituteFor?: PersonRef };

/** Whether the steps are the default one step of today's reviewers. */
export function isDefaultSteps(steps: readonly ApprovalStep[]): boolean {
  return steps.length === 1 && steps[0].approvers === 'REVIEWERS';
}

function namedBy(step: ApprovalStep, person: ActivePerson, requesterTeamId: number | null): boolean {
  const teamAdmin =
    person.role === 'TEAM_ADMIN' && requesterTeamId != null && person.teamId === requesterTeamId;
  const orgAdmin = person.role === 'ORGANIZATION_ADMIN';
  switch (step.approvers) {
    case 'TEAM_ADMINS':
      return teamAdmin;
    case 'ORGANIZATION_ADMINS':
      return orgAdmin;
    case 'REVIEWERS':
      return teamAdmin || orgAdmin;
    case 'USERS':
      return (step.userIds ?? []).includes(person.id);
  }
}

/** The approvers `step` names, without those covering for the ones away (see `approversOfStep`). */
export function namedApproversOfStep(
  step: ApprovalStep,
  requester: { id: number; teamId: number | null },
  people: readonly ActivePerson[],
): ActivePerson[] {
  let named = people.filter((p) => namedBy(step, p, requester.teamId));
  if (!named.some((p) => p.id !== requester.id))
    named = people.filter((p) => p.role === 'ORGANIZATION_ADMIN');
  const soleAdmin = !people.some((p) => p.role === 'ORGANIZATION_ADMIN' && p.id !== requester.id);
  return named.filter((p) => p.id !== requester.id || (p.role === 'ORGANIZATION_ADMIN' && soleAdmin));
}

/**
 * Who decides `step` of a request by `requester`, out of the organization's active people (as
 * `activeApprovers` reads them): the approvers it names, then, for each of them away today, the
 * substitute of their leave, or with none (or one who is the requester) the organization admins
 * other than the requester; those with `asSubstituteFor`. Each person once: an approver anyway is
 * listed as such.
 */
export function approversOfStep(
  step: ApprovalStep,
  requester: { id: number; teamId: number | null },
  people: readonly ActivePerson[],
): Decider[] {
  const approvers: Decider[] = namedApproversOfStep(step, requester, people);
  const listed = new Set(approvers.map((p) => p.id));
  const cover = (person: ActivePerson, away: ActivePerson) => {
    if (person.id === requester.id || listed.has(person.id)) return;
    listed.add(person.id);
    approvers.push({ ...person, awayToday: undefined, asSubstituteFor: personRef(away) });
  };
  for (const away of [...approvers]) {
    for (const substitute of away.awayToday ?? []) {
      if (substitute && substitute.id !== requester.id) cover(substitute, away);
      else for (const admin of people.filter((p) => p.role === 'ORGANIZATION_ADMIN')) cover(admin, away);
    }
  }
  return approvers;
}

/** A decider as `approval.waitingFor` names them. */
export function waitingRef(p: Decider): WaitingApprover {
  return p.asSubstituteFor
    ? { ...personRef(p), asSubstituteFor: personRef(p.asSubstituteFor) }
    : personRef(p);
}

/**
 * The organization's today (in its time zone) as SQL, and a person's ACCEPTED leaves covering it
 * with their substitutes (`ActivePerson | null` each), as a JSON array or null: through the
 * `(user_id, status, start_at)` index, the start bounded on both sides.
 */
export function organizationToday(organizationId: number) {
  return sql`(select (now() at time zone tz.timezone)::date from organizations tz where tz.id = ${organizationId})`;
}

function awayTodayOf(personId: SQL, organizationId: number) {
  const today = organizationToday(organizationId);
  return sql<(ActivePerson | null)[] | null>`(
    select json_agg(case when s.id is null then null else json_build_object('id', s.id,
      'firstName', s.first_name, 'lastName', s.last_name, 'role', s.role, 'teamId', s.team_id) end)
    from leaves c
    left join users s on s.id = c.substitute_id and s.status = 'ACTIVE' and s.deleted_at is null
    where c.user_id = ${personId} and c.status = 'ACCEPTED'
      and c.start_at <= ${today} and c.start_at >= ${today} - ${MAX_SPAN_DAYS}::int and c.end_at >= ${today}
  )`;
}

/**
 * The active people who may be approvers of the steps (the organization admins, the team admins
 * of the requesters' teams, people named by id), by name, with who covers for those away today:
 * one query.
 */
export async function activeApprovers(
  db: DbOrTx,
  organizationId: number,
  stepsList: readonly (readonly ApprovalStep[])[],
  teamIds: readonly (number | null)[],
): Promise<ActivePerson[]> {
  const named = [...new Set(stepsList.flatMap((steps) => steps.flatMap((s) => s.userIds ?? [])))];
  const teams = [...new Set(teamIds.filter((t): t is number => t != null))];
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      role: users.role,
      teamId: users.teamId,
      // Qualified: drizzle names a column of a one-table select bare, which `leaves c` would shadow.
      awayToday: awayTodayOf(sql`"users"."id"`, organizationId),
    })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizationId),
        eq(users.status, 'ACTIVE'),
        isNull(users.deletedAt),
        or(
          eq(users.role, 'ORGANIZATION_ADMIN'),
          teams.length > 0 ? and(eq(users.role, 'TEAM_ADMIN'), inArray(users.teamId, teams)) : undefined,
          named.length > 0 ? inArray(users.id, named) : undefined,
        ),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The decisions taken on leaves, by leave, in step order, with their reviewers' names. */
export async function decisionsOf(
  db: DbOrTx,
  leaveIds: readonly number[],
): Promise<Map<number, LeaveDecision[]>> {
  const byLeave = new Map<number, LeaveDecision[]>();
  if (leaveIds.length === 0) return byLeave;
  const rows = await db
    .select({
      leaveId: leaveDecisions.leaveId,
      step: leaveDecisions.step,
      status: leaveDecisions.status,
      reason: leaveDecisions.reason,
      decidedAt: leaveDecisions.decidedAt,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(leaveDecisions)
    .innerJoin(users, eq(users.id, leaveDecisions.reviewerId))
    .where(inArray(leaveDecisions.leaveId, [...leaveIds]))
    .orderBy(asc(leaveDecisions.leaveId), asc(leaveDecisions.step));
  for (const r of rows) {
    const list = byLeave.get(r.leaveId) ?? [];
    list.push({
      step: r.step,
      status: r.status as LeaveDecision['status'],
      reason: r.reason,
      reviewer: { id: r.id, firstName: r.firstName, lastName: r.lastName },
      decidedAt: r.decidedAt.toISOString(),
    });
    byLeave.set(r.leaveId, list);
  }
  return byLeave;
}

/** A leave as its approval is read. */
export interface ApprovalSource {
  id: number;
  userId: number;
  status: string;
  approvalSteps: ApprovalStep[] | null;
  approvalStep: number;
}

/** The `approval` of leave answers: one query for the decisions, one for the approvers. */
export async function approvalsOf(
  db: DbOrTx,
  organizationId: number,
  leaves: readonly ApprovalSource[],
  teamOf: (userId: number) => number | null,
): Promise<Map<number, LeaveApproval>> {
  const pending = leaves.filter((l) => l.status === 'PENDING');
  const [decisions, people] = await Promise.all([
    decisionsOf(
      db,
      leaves.map((l) => l.id),
    ),
    pending.length > 0
      ? activeApprovers(
          db,
          organizationId,
          pending.map((l) => stepsOf(l)),
          pending.map((l) => teamOf(l.userId)),
        )
      : Promise.resolve([]),
  ]);
  const answers = new Map<number, LeaveApproval>();
  for (const l of leaves) {
    const steps = stepsOf(l);
    const current = steps[l.approvalStep - 1] ?? steps[0];
    answers.set(l.id, {
      step: l.approvalStep,
      steps: steps.length,
      waitingFor:
        l.status === 'PENDING'
          ? approversOfStep(current, { id: l.userId, teamId: teamOf(l.userId) }, people).map(waitingRef)
          : [],
      decisions: decisions.get(l.id) ?? [],
    });
  }
  return answers;
}

export function stepsOf(l: { approvalSteps: ApprovalStep[] | null }): ApprovalStep[] {
  return l.approvalSteps && l.approvalSteps.length > 0 ? l.approvalSteps : DEFAULT_APPROVAL_STEPS;
}

export function personRef(p: PersonRef): PersonRef {
  return { id: p.id, firstName: p.firstName, lastName: p.lastName };
}

/** A team's approval steps (the default for nobody's team). */
export async function teamStepsOf(db: DbOrTx, teamId: number | null): Promise<ApprovalStep[]> {
  if (teamId == null) return DEFAULT_APPROVAL_STEPS;
  const [team] = await db.select({ steps: teams.approvalSteps }).from(teams).where(eq(teams.id, teamId));
  return team ? stepsOf({ approvalSteps: team.steps }) : DEFAULT_APPROVAL_STEPS;
}

/**
 * Who the REVIEWERS receptor notifies for a leave at its current step: `undefined` for the
 * default step while nobody covers for an approver away today (the receptor's own rule, as before
 * steps), else the step's deciders by id (substitutes included).
 */
export async function currentApproverIds(
  db: DbOrTx,
  organizationId: number,
  leave: {
    id: number;
    userId: number;
    teamId: number | null;
    approvalSteps: ApprovalStep[];
    approvalStep: number;
  },
): Promise<number[] | undefined> {
  const step = stepsOf(leave)[leave.approvalStep - 1];
  const people = await activeApprovers(db, organizationId, [leave.approvalSteps], [leave.teamId]);
  const deciders = approversOfStep(step, { id: leave.userId, teamId: leave.teamId }, people);
  if (isDefaultSteps(leave.approvalSteps) && !deciders.some((p) => p.asSubstituteFor)) return undefined;
  return deciders.map((p) => p.id);
}

/**
 * The `approval` param of LEAVE_STATUS_UPDATED (issue 28): the step the leave waits at, or the
 * one that decided it, of how many, and whether it still waits (not once accepted, rejected or
 * cancelled). Read in the transaction of the change, after it.
 */
export async function approvalParamOf(
  db: DbOrTx,
  leaveId: number,
): Promise<{ step: number; steps: number; decided: boolean }> {
  const [row] = await db
    .select({ status: leaves.status, approvalSteps: leaves.approvalSteps, approvalStep: leaves.approvalStep })
    .from(leaves)
    .where(eq(leaves.id, leaveId));
  if (!row) throw new Error(`leave ${leaveId} not found for its event`);
  return { step: row.approvalStep, steps: stepsOf(row).length, decided: row.status !== 'PENDING' };
}
