import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';
import { findUser } from './user-view';

/**
 * One user: yourself; a team admin, members of their own team; an organization admin, anyone in
 * the organization. Anyone else is told the user does not exist.
 */
export async function getUser({ db, caller }: UseCaseContext, id: number | 'mine') {
  const userId = id === 'mine' ? caller.userId : id;
  const self = userId === caller.userId;
  if (!self && caller.role === 'EMPLOYEE') throw notFound('User');
  const teamScope = !self && caller.role === 'TEAM_ADMIN' ? eq(users.teamId, caller.teamId ?? -1) : undefined;
  const user = await findUser(db, caller.organizationId, userId, teamScope);
  if (!user) throw notFound('User');
  return user;
}
