import {
  type CalendarLeave,
  LEAVE_MSG,
  type LeaveCycle,
  type LeaveStatus,
  type RecordStatus,
} from '@leavedesk/contracts';
import { sql } from 'drizzle-orm';
import { firstRow } from '../../db/first-row';
import type { Answer } from '../../http/answer-cache';
import type { UseCaseContext } from '../../http/context';
import { badRequest } from '../../http/errors';
import { dayNumber } from '../../lib/working-days';
import { avatarUrl } from '../users/user-view';
import { countedOverlapping, dataVersionOf } from './leave-queries';

export const CALENDAR_MAX_DAYS = 100;

export interface CalendarInput {
  from: string;
  to: string;
  teamId?: number;
}

/**
 * GET /leaves/calendar: everyone's PENDING and ACCEPTED leaves overlapping a range of at most 100
 * days, for the whole organization or one team, earliest first. Any member may read it; no reason
 * is ever part of it; deleted users' leaves are not shown.
 *
 * The answer is the JSON text of a `CalendarLeave[]`, read in one statement (a month of a large
 * organization is about a thousand entries) and kept for the organization's data version: until a
 * leave, person, team or type changes, the calendar costs one read of the caller.
 */
export async function listCalendarJson(
  { db, caller, services }: UseCaseContext,
  input: CalendarInput,
): Promise<Answer> {
  if (input.to < input.from) throw badRequest(LEAVE_MSG.calendarRangeReversed, 'to');
  if (dayNumber(input.to) - dayNumber(input.from) > CALENDAR_MAX_DAYS)
    throw badRequest(LEAVE_MSG.calendarRangeTooLong, 'to');
  const key = `calendar:${caller.organizationId}:${input.from}:${input.to}:${input.teamId ?? ''}`;
  const cached = services.answers.get(key, caller.dataVersion);
  if (cached !== undefined) return cached;
  // The leaves as short arrays, and the few people and types they name once each: the database
  // spends most of a nested-object answer's time writing its keys again for every entry.
  const row = await firstRow<{
    version: number;
    leaves: LeaveTuple[];
    people: PersonTuple[];
    types: TypeTuple[];
  }>(
    db,
    sql`with picked as materialized (
          select l.id, l.user_id, l.policy_id, l.type_id, l.start_at, l.end_at, l.duration,
            l.total_days, l.status
          from leaves l join users u on u.id = l.user_id
          where l.organization_id = ${caller.organizationId}
            and ${countedOverlapping(input.from, input.to, sql`${caller.organizationId}::int`)}
            and u.deleted_at is null
            ${input.teamId != null ? sql`and u.team_id = ${input.teamId}` : sql``}
        )
        select
          ${dataVersionOf(caller.organizationId)} as version,
          (select coalesce(json_agg(json_build_array(
              p.id, p.user_id, p.policy_id, p.type_id, p.start_at, p.end_at, p.duration, p.total_days, p.status
            ) order by p.start_at, p.id), '[]'::json)
            from picked p) as leaves,
          (select coalesce(json_agg(json_build_array(
              u.id, u.first_name, u.last_name, u.avatar_asset_id, tm.id, tm.name
            )), '[]'::json)
            from users u left join teams tm on tm.id = u.team_id
            where u.id in (select user_id from picked)) as people,
          -- The type as activated in the leave's policy, or its own values once removed from it.
          (select coalesce(json_agg(json_build_array(
              k.policy_id, k.type_id, t.name, t.symbol, coalesce(a.cycle, t.cycle),
              coalesce(a.amount, t.amount), coalesce(a.requires_approval, t.requires_approval), t.status
            )), '[]'::json)
            from (select distinct policy_id, type_id from picked) k
            join leave_types t on t.id = k.type_id
            left join activated_types a on a.policy_id = k.policy_id and a.type_id = k.type_id) as types`,
  );
  if (!row) throw new Error('the calendar statement answered no row');
  const people = new Map<number, CalendarLeave['user']>();
  for (const [id, firstName, lastName, avatarId, teamId, teamName] of row.people) {
    people.set(id, {
      id,
      firstName,
      lastName,
      avatar: avatarId ? { id: avatarId, url: avatarUrl(avatarId) } : null,
      team: teamId != null && teamName != null ? { id: teamId, name: teamName } : null,
    });
  }
  const types = new Map<string, CalendarLeave['activatedType']>();
  for (const [policyId, typeId, name, symbol, cycle, amount, requiresApproval, status] of row.types) {
    types.set(`${policyId}:${typeId}`, {
      policyId,
      typeId,
      name,
      symbol,
      cycle,
      amount,
      requiresApproval,
      status,
    });
  }
  const entries: CalendarLeave[] = row.leaves.map(
    ([id, userId, policyId, typeId, startAt, endAt, duration, totalDays, status]) => {
      const user = people.get(userId);
      const activatedType = types.get(`${policyId}:${typeId}`);
      if (!user || !activatedType) throw new Error(`calendar leave ${id} without its person or type`);
      return { id, user, activatedType, startAt, endAt, duration, totalDays, status };
    },
  );
  return services.answers.set(key, row.version, Buffer.from(JSON.stringify(entries)));
}

type LeaveTuple = [number, number, number, number, string, string, number, number, LeaveStatus];
type PersonTuple = [number, string, string, number | null, number | null, string | null];
type TypeTuple = [number, number, string, string, LeaveCycle, number, boolean, RecordStatus];
