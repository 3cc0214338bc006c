import type { Leave, LeaveSort, LeaveStatus, Paged } from '@leavedesk/contracts';
import { and, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { firstRow } from '../../db/first-row';
import { users } from '../../db/schema';
import type { Answer } from '../../http/answer-cache';
import type { Caller, UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { addDays } from '../../lib/working-days';
import { type JsonUserRow, userJoins, userRowFromJson, userRowJson } from '../users/user-view';
import { approvalsOf, organizationToday } from './approval';
import {
  dataVersionOf,
  type JsonLeaveRow,
  leaveRowFromJson,
  leaveRowJson,
  leaveTypeJoins,
  MAX_SPAN_DAYS,
} from './leave-queries';
import { toLeavesWith } from './leave-view';

const QUARTER_HOUR_MS = 15 * 60 * 1000;

/** What the list statement reads: the count, one page of leaves with their type, and their people. */
interface ListSource {
  version: number;
  total: number;
  rows: JsonLeaveRow[];
  people: JsonUserRow[];
}

export interface ListLeavesInput {
  pageNumber: number;
  pageSize: number;
  sort?: LeaveSort;
  userId?: number | 'mine';
  teamId?: number;
  status?: LeaveStatus[];
  from?: string;
  to?: string;
  typeId?: number;
  /** `me`: the PENDING requests whose current step the caller decides (issue 28). */
  waitingFor?: 'me';
}

/**
 * GET /leaves: leaves of the caller's organization, newest start first (or in the asked `sort`), CANCELLED ones included
 * (the history) unless a status list leaves them out. An employee sees their own; a team admin
 * their team's (whatever team is asked); an organization admin everyone's. A user the caller may
 * not see is answered 404, like one that does not exist.
 *
 * The answer is the JSON text of a `Paged<Leave>`, kept for the organization's data version (see
 * http/answer-cache.ts) under what decides it: the caller's view (every organization admin sees
 * the same; anyone else their own) and the query.
 */
export async function listLeavesJson(ctx: UseCaseContext, input: ListLeavesInput): Promise<Answer> {
  const { db, caller, services } = ctx;
  const userId = await visibleUserId(ctx, input.userId);
  // The view decides the scope and the reasons: role and team are part of it, so an answer built
  // for a team admin is never served to them once demoted or moved.
  const view =
    caller.role === 'ORGANIZATION_ADMIN' ? 'admins' : `${caller.role} ${caller.teamId} ${caller.userId}`;
  const order = leavesOrder(input.sort);
  // Who decides (and who sees, as a substitute) follows who is away on the organization's today
  // (issue 28), which no data version marks: the key holds the quarter hour of UTC, as every
  // time zone's midnight falls on one.
  const quarter = Math.floor(Date.now() / QUARTER_HOUR_MS);
  const key = `leaves:${caller.organizationId}:${view}:${quarter}:${JSON.stringify([
    order.key,
    input.pageNumber,
    input.pageSize,
    userId ?? null,
    caller.role === 'ORGANIZATION_ADMIN' ? (input.teamId ?? null) : null,
    [...new Set(input.status ?? [])].sort(),
    input.from ?? null,
    input.to ?? null,
    input.typeId ?? null,
    // What waits for an organization admin is theirs (their own requests never, unless they are
    // the only one): the key names them.
    input.waitingFor === 'me' ? `waitingFor:${caller.userId}` : null,
  ])}`;
  const cached = services.answers.get(key, caller.dataVersion);
  if (cached !== undefined) return cached;

  const where = leavesWhere(caller, { ...input, userId });
  const { version, total, contents } = await readLeaves(
    db,
    caller,
    where,
    input.pageSize,
    input.pageNumber * input.pageSize,
    { order: order.sql },
  );
  const answer: Paged<Leave> = {
    contents,
    pageNumber: input.pageNumber,
    pageSize: input.pageSize,
    totalPages: Math.ceil(total / input.pageSize),
    totalContents: total,
  };
  const body = Buffer.from(JSON.stringify(answer));
  // Kept under the version the caller was read at, not the newer one the statement may have seen:
  // the scope above was decided from that read.
  return services.answers.set(key, Math.min(version, caller.dataVersion), body);
}

/**
 * The user id a leave filter asks for (`mine` is the caller), once the caller may see that user:
 * one they may not see is answered 404, like one that does not exist.
 */
export async function visibleUserId(
  { db, caller }: UseCaseContext,
  asked: number | 'mine' | undefined,
): Promise<number | undefined> {
  const userId = asked === 'mine' ? caller.userId : asked;
  if (userId != null && userId !== caller.userId) {
    const [user] = await db
      .select({ id: users.id, teamId: users.teamId })
      .from(users)
      .where(
        and(eq(users.id, userId), eq(users.organizationId, caller.organizationId), isNull(users.deletedAt)),
      )
      .limit(1);
    const visible =
      user != null &&
      (caller.role === 'ORGANIZATION_ADMIN' ||
        (caller.role === 'TEAM_ADMIN' && caller.teamId != null && user.teamId === caller.teamId));
    if (!visible) throw notFound('User');
  }
  return userId;
}

export type LeavesFilter = Omit<ListLeavesInput, 'pageNumber' | 'pageSize' | 'userId'> & { userId?: number };

/**
 * The condition on `leaves l` of the list's filters, within what the caller sees: the asked user
 * (already checked by `visibleUserId`); the asked team (organization admin); else what the role
 * sees. GET /leaves and GET /leaves/export share it, so an export holds what the list shows.
 */
export function leavesWhere(caller: Caller, input: LeavesFilter): SQL {
  const { organizationId } = caller;
  const scope =
    input.userId != null
      ? sql`l.user_id = ${input.userId}`
      : caller.role === 'ORGANIZATION_ADMIN' && input.teamId != null
        ? membersOf(organizationId, input.teamId)
        : leavesVisibleTo(caller);
  // A scope of people (one person, checked by `visibleUserId` or the caller; a team's members, read
  // within the organization) already keeps to the organization: a leave is of its person's
  // organization. The organization's condition is then left out, or the generic plan ANDs a bitmap
  // of every leave of the organization (360,000 in a 10,000-person one) to the person's few.
  const ofPeople =
    input.userId != null || (caller.role === 'ORGANIZATION_ADMIN' ? input.teamId != null : true);
  return sql.join(
    [
      ofPeople ? undefined : sql`l.organization_id = ${organizationId}`,
      scope,
      input.status && input.status.length > 0
        ? sql`l.status = any(${`{${input.status.join(',')}}`}::text[])`
        : undefined,
      input.typeId != null ? sql`l.type_id = ${input.typeId}` : undefined,
      input.waitingFor === 'me' ? decidesCurrentStep(caller) : undefined,
      input.to ? sql`l.start_at <= ${input.to}` : undefined,
      input.from
        ? sql`l.end_at >= ${input.from} and l.start_at >= ${addDays(input.from, -MAX_SPAN_DAYS)}`
        : undefined,
    ].filter((c) => c !== undefined),
    sql` and `,
  );
}

/** The live members of a team, as a condition on `leaves l` (a sub-select read before the walk). */
function membersOf(organizationId: number, teamId: number): SQL {
  return sql`l.user_id = any(array(select m.id from users m
    where m.organization_id = ${organizationId} and m.team_id = ${teamId} and m.deleted_at is null))`;
}

/**
 * Whose leaves a caller may see, as a condition on `leaves l`: their own (employee); their team's
 * (team admin, themselves included); everyone's but deleted users' (organization admin); and
 * those whose approval steps name them.
 */
export function leavesVisibleTo(caller: Caller): SQL {
  if (caller.role === 'ORGANIZATION_ADMIN') {
    return sql`not (l.user_id = any(array(select m.id from users m
      where m.organization_id = ${caller.organizationId} and m.deleted_at is not null)))`;
  }
  const own =
    caller.role === 'TEAM_ADMIN' && caller.teamId != null
      ? membersOf(caller.organizationId, caller.teamId)
      : sql`l.user_id = ${caller.userId}`;
  return sql`(${own} or ${namedApproverOf(caller)} or ${coveredApprovalsOf(caller)})`;
}

/**
 * The PENDING leaves a substitute may decide today (issue 28): of the people they cover for, whose
 * ACCEPTED leave naming them covers the organization's today, those that approver would decide:
 * everyone's (an organization admin covered), their team's (a team admin) and those whose steps
 * name them. A superset of what they decide at the current step (the decision checks it). A
 * sub-select read before the walk: the covered people through `leaves_substitute_idx` (one index
 * probe, and nothing more, for anyone covering nobody today), then each kind of approver through
 * its own index (organization and status; the team's members' leaves; the GIN on the steps).
 */
export function coveredApprovalsOf(caller: Caller): SQL {
  const { organizationId: org, userId: me } = caller;
  const today = organizationToday(org);
  return sql`l.id = any(array(
    with covered as materialized (
      select a.id, a.role, a.team_id from leaves c
      join users a on a.id = c.user_id and a.deleted_at is null
      where c.substitute_id = ${me} and c.organization_id = ${org}
        and c.status = 'ACCEPTED' and c.start_at <= ${today} and c.end_at >= ${today}
    )
    select p.id from leaves p
    where exists (select 1 from covered where covered.role = 'ORGANIZATION_ADMIN')
      and p.organization_id = ${org} and p.status = 'PENDING'
    union all
    select p.id from covered
    join users m on m.organization_id = ${org} and m.team_id = covered.team_id and m.deleted_at is null
    join leaves p on p.user_id = m.id and p.status = 'PENDING'
    where covered.role = 'TEAM_ADMIN'
    union all
    select p.id from covered
    join leaves p on p.organization_id = ${org} and p.status = 'PENDING'
      and p.approval_steps @> jsonb_build_array(jsonb_build_object('userIds', jsonb_build_array(covered.id)))
  ))`;
}

/**
 * Leaves whose approval steps name the caller (`USERS`, issue 28): they see them as their
 * reviewers do. A sub-select through the GIN index on `approval_steps`, read before the walk.
 */
export function namedApproverOf(caller: Caller): SQL {
  const named = JSON.stringify([{ userIds: [caller.userId] }]);
  return sql`l.id = any(array(select n.id from leaves n
    where n.organization_id = ${caller.organizationId} and n.approval_steps @> ${named}::jsonb))`;
}

/**
 * The PENDING leaves whose current approval step the caller decides (`waitingFor=me`), as a
 * condition on `leaves l`: the rule of approval.ts `approversOfStep` written in SQL, so that the
 * filter pages and counts in the statement (no leave read to be dropped after). A step names the
 * caller (team admins of the requester's team, organization admins, both, or the caller by id);
 * an organization admin also decides a step that names nobody active but the requester; nobody
 * decides their own request, but an organization admin with no other active one to ask.
 * `leave-waiting-for.test.ts` checks that it says what `approval.waitingFor` says.
 */
export function decidesCurrentStep(caller: Caller): SQL {
  const { organizationId, userId } = caller;
  const step = sql`coalesce(l.approval_steps -> (l.approval_step - 1), l.approval_steps -> 0)`;
  const approvers = sql`(${step} ->> 'approvers')`;
  const namesMe = sql`(${approvers} = 'USERS' and (${step} -> 'userIds') @> jsonb_build_array(${userId}::int))`;
  const active = sql`p.organization_id = ${organizationId} and p.status = 'ACTIVE' and p.deleted_at is null`;
  // Substitutes (approval.ts approversOfStep): an approver on an ACCEPTED leave covering today is
  // covered by that leave's substitute, or with none (or the requester) by the organization admins.
  const today = organizationToday(organizationId);
  const coversToday = sql`c.organization_id = ${organizationId} and c.status = 'ACCEPTED'
    and c.start_at <= ${today} and c.end_at >= ${today} and c.start_at >= ${today} + 1 - (
      select coalesce(max(s.total_days), 1) from leaves s
      where s.organization_id = ${organizationId} and s.cancelled_at is null)`;
  // Whether one of the active people `ids` (an array sub-select) decides the current step of l.
  const decidedByOneOf = (ids: SQL) => sql`exists (select 1 from users a
    where a.id = any(${ids}) and a.id <> l.user_id and a.status = 'ACTIVE' and a.deleted_at is null and (
      (${approvers} in ('TEAM_ADMINS', 'REVIEWERS') and a.role = 'TEAM_ADMIN'
        and a.team_id = (select r.team_id from users r where r.id = l.user_id))
      or (${approvers} in ('ORGANIZATION_ADMINS', 'REVIEWERS') and a.role = 'ORGANIZATION_ADMIN')
      or (${approvers} = 'USERS' and (${step} -> 'userIds') @> jsonb_build_array(a.id))))`;
  // The approvers the caller covers for today (one probe of leaves_substitute_idx, read once).
  const asSubstitute = sql`(l.user_id <> ${userId} and ${decidedByOneOf(
    sql`array(select c.user_id from leaves c where c.substitute_id = ${userId} and ${coversToday})`,
  )})`;
  if (caller.role !== 'ORGANIZATION_ADMIN') {
    const ofMyTeam =
      caller.role === 'TEAM_ADMIN' && caller.teamId != null
        ? sql`(${approvers} in ('TEAM_ADMINS', 'REVIEWERS') and ${membersOf(organizationId, caller.teamId)})`
        : sql`false`;
    return sql`(l.status = 'PENDING' and (l.user_id <> ${userId} and (${ofMyTeam} or ${namesMe})
      or ${asSubstitute}))`;
  }
  // Approvers away today whom nobody covers (no active substitute, read once), or whose substitute
  // is the requester (per request, through leaves_substitute_idx): the organization admins decide.
  const uncovered = sql`(l.user_id <> ${userId} and (${decidedByOneOf(
    sql`array(select c.user_id from leaves c
      left join users s on s.id = c.substitute_id and s.status = 'ACTIVE' and s.deleted_at is null
      where ${coversToday} and s.id is null)`,
  )} or ${decidedByOneOf(sql`array(select c.user_id from leaves c where c.substitute_id = l.user_id and ${coversToday})`)}))`;
  // Nobody active but the requester is named by the step: it falls to the organization admins.
  const namesNobodyElse = sql`not exists (select 1 from users p where ${active} and p.id <> l.user_id and (
      (${approvers} = 'TEAM_ADMINS' and p.role = 'TEAM_ADMIN'
        and p.team_id = (select r.team_id from users r where r.id = l.user_id))
      or (${approvers} = 'USERS' and (${step} -> 'userIds') @> jsonb_build_array(p.id))))`;
  const soleAdmin = sql`not exists (select 1 from users p where ${active}
      and p.role = 'ORGANIZATION_ADMIN' and p.id <> ${userId})`;
  return sql`(l.status = 'PENDING' and ((l.user_id <> ${userId} or ${soleAdmin})
    and (${approvers} in ('ORGANIZATION_ADMINS', 'REVIEWERS') or ${namesMe} or ${namesNobodyElse})
    or ${asSubstitute} or ${uncovered}))`;
}

export interface LeavesOrder {
  /** What decides the order, for the answer cache's key. */
  key: string;
  /** The `order by` terms on `leaves l`, ending with the id so that pages never overlap. */
  sql: SQL;
}

const NEWEST_START: LeavesOrder = { key: 'startAt:desc', sql: sql`l.start_at desc, l.id desc` };

/**
 * The order of an asked `sort` (see `LEAVE_SORTS`); none is api.md's newest start first. The review
 * queue asks `startAt:asc`: the requests whose start has passed come first (the oldest start
 * first), then the coming ones, soonest first.
 */
export function leavesOrder(sort: LeaveSort | undefined): LeavesOrder {
  if (sort === undefined || sort === 'startAt:desc') return NEWEST_START;
  const [field, direction] = sort.split(':') as [keyof typeof SORT_COLUMNS, 'asc' | 'desc'];
  const dir = direction === 'asc' ? sql`asc` : sql`desc`;
  return { key: sort, sql: sql`${SORT_COLUMNS[field]} ${dir}, l.id ${dir}` };
}

const SORT_COLUMNS = { startAt: sql`l.start_at`, duration: sql`l.duration`, createdAt: sql`l.created_at` };

/**
 * One page of `Leave` answers for the leaves `l` matching `where`, newest start first (or `order`), with their
 * count (unless `count` is false: the export reads batches and needs none) and the organization's
 * data version, in one statement.
 */
export async function readLeaves(
  db: DbOrTx,
  caller: Caller,
  where: SQL,
  limit: number,
  offset: number,
  { count = true, order = NEWEST_START.sql }: { count?: boolean; order?: SQL } = {},
): Promise<{ version: number; total: number; contents: Leave[] }> {
  const row = await firstRow<{ page: ListSource }>(
    db,
    sql`with page as (
          select l.* from leaves l where ${where}
          order by ${order}
          limit ${limit} offset ${offset}
        )
        select json_build_object(
          'version', ${dataVersionOf(caller.organizationId)},
          'total', ${count ? sql`(select count(*) from leaves l where ${where})` : sql`0`},
          'rows', coalesce((
            select json_agg(${leaveRowJson} order by ${order})
            from page l ${leaveTypeJoins}
          ), '[]'::json),
          'people', coalesce((
            select json_agg(${userRowJson})
            from users u ${userJoins}
            where u.id = any(array(select user_id from page union select reviewer_id from page
              union select cancelled_by from page union select substitute_id from page))
          ), '[]'::json)
        ) as page`,
  );
  if (!row) throw new Error('the leave list statement answered no row');
  const { version, total, rows, people } = row.page;
  const leaveRows = rows.map(leaveRowFromJson);
  const personRows = people.map(userRowFromJson);
  const teamOf = new Map(personRows.map((p) => [p.id, p.teamId]));
  const approvals = await approvalsOf(db, caller.organizationId, leaveRows, (id) => teamOf.get(id) ?? null);
  return { version, total, contents: toLeavesWith(leaveRows, personRows, approvals, caller) };
}
