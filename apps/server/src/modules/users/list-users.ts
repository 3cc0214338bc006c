import type { Paged, User, UserListQuery } from '@leavedesk/contracts';
import { and, asc, eq, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { selectUsers, toUser, type UserRow } from './user-view';

export type ListUsersInput = z.output<typeof UserListQuery>;

/** `text` taken literally inside an ILIKE pattern. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function textMatch(text: string): SQL {
  const pattern = containsPattern(text);
  return or(
    sql`${users.firstName} ilike ${pattern}`,
    sql`${users.lastName} ilike ${pattern}`,
    sql`${users.email} ilike ${pattern}`,
    sql`(${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern}`,
  ) as SQL;
}

/**
 * The user directory: live users of the organization, by first name, last name, id. A team admin
 * sees their own team whatever `teamId` they ask for.
 */
export async function listUsers({ db, caller }: UseCaseContext, query: ListUsersInput): Promise<Paged<User>> {
  const teamId = caller.role === 'TEAM_ADMIN' ? (caller.teamId ?? -1) : query.teamId;
  const where = and(
    eq(users.organizationId, caller.organizationId),
    isNull(users.deletedAt),
    teamId !== undefined ? eq(users.teamId, teamId) : undefined,
    query.role ? eq(users.role, query.role) : undefined,
    query.status ? eq(users.status, query.status) : undefined,
    query.text ? textMatch(query.text) : undefined,
  );
  const [rows, [{ total }]] = await Promise.all([
    selectUsers(db)
      .where(where)
      .orderBy(sql`lower(${users.firstName})`, sql`lower(${users.lastName})`, asc(users.id))
      .limit(query.pageSize)
      .offset(query.pageNumber * query.pageSize),
    db.select({ total: sql<number>`count(*)::int` }).from(users).where(where),
  ]);
  return {
    contents: rows.map((r) => toUser(r as UserRow)),
    pageNumber: query.pageNumber,
    pageSize: query.pageSize,
    totalPages: Math.ceil(total / query.pageSize),
    totalContents: total,
  };
}
