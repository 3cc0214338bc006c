import type { Organization, Weekday } from '@leavedesk/contracts';
import { eq } from 'drizzle-orm';
import { organizations } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { notFound } from '../../http/errors';

export function toOrganization(row: typeof organizations.$inferSelect): Organization {
  return {
    id: row.id,
    name: row.name,
    country: row.country,
    timezone: row.timezone,
    weekFirstDay: row.weekFirstDay as Weekday,
    workingDays: row.workingDays as Weekday[],
    metadata: row.metadata ?? {},
  };
}

export async function getOrganization({ db, caller }: UseCaseContext): Promise<Organization> {
  const [row] = await db
    .select()
    .from(organizations)
    .where(eq(organizations.id, caller.organizationId))
    .limit(1);
  if (!row) throw notFound('Organization');
  return toOrganization(row);
}
