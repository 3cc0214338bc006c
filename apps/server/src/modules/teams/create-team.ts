import type { Team, TeamBody } from '@leavedesk/contracts';
import type { z } from 'zod';
import { teams } from '../../db/schema';
import type { UseCaseContext } from '../../http/context';
import { appError } from '../../http/errors';
import { isUniqueViolation } from '../../lib/pg-errors';
import { metadataFields, recordAudit } from '../audit/record-audit';
import { appLink, eventBase, recordEvent } from '../notifications/record-event';
import { approvalStepsText, checkedApprovalSteps } from './approval-steps';
import { toTeam } from './team-view';

export type TeamInput = z.output<typeof TeamBody>;

/** Team names are unique in an organization, ignoring case; the unique index decides races. */
/** A team as the audit trail shows it. */
export function teamAuditFields(team: Team) {
  return {
    name: team.name,
    ...metadataFields(team.metadata),
    ...(team.approvalSteps ? { approvalSteps: approvalStepsText(team.approvalSteps) } : {}),
  };
}

export async function createTeam(ctx: UseCaseContext, input: TeamInput): Promise<Team> {
  const { db, caller, services } = ctx;
  try {
    return await db.transaction(async (tx) => {
      const approvalSteps = input.approvalSteps
        ? await checkedApprovalSteps(tx, caller.organizationId, input.approvalSteps)
        : undefined;
      const [row] = await tx
        .insert(teams)
        .values({
          organizationId: caller.organizationId,
          name: input.name,
          metadata: input.metadata ?? {},
          ...(approvalSteps ? { approvalSteps } : {}),
        })
        .returning();
      await recordEvent(tx, {
        organizationId: caller.organizationId,
        type: 'TEAM_CREATED',
        subjectUserId: caller.userId,
        params: {
          ...(await eventBase(tx, caller.organizationId, caller.userId)),
          team: { id: row.id, name: row.name },
          link: appLink(services.config, '/teams'),
        },
      });
      const team = toTeam(row);
      await recordAudit(tx, ctx, {
        kind: 'TEAM_CREATED',
        target: { type: 'TEAM', id: team.id, label: team.name },
        after: teamAuditFields(team),
      });
      return team;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'teams_org_name_unique')) throw appError('TEAM_NAME_TAKEN');
    throw error;
  }
}
