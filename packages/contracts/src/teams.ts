import { z } from 'zod';
import { Metadata } from './common';
import { MetadataInput, text } from './input';
import { APPROVAL_STEPS_MAX, TEAM_NAME_MAX } from './limits';
import { MSG } from './messages';

/**
 * Who decides one approval step (issue 28): the team's admins, the organization admins, both
 * (`REVIEWERS`, the only step before issue 28), or people named by id (`USERS`, with `userIds`).
 */
export const ApprovalApprovers = z.enum(['TEAM_ADMINS', 'ORGANIZATION_ADMINS', 'REVIEWERS', 'USERS'], {
  error: 'Approvers must be TEAM_ADMINS, ORGANIZATION_ADMINS, REVIEWERS or USERS',
});
export type ApprovalApprovers = z.infer<typeof ApprovalApprovers>;

/** Who approves, in words, as the team form offers it (the read-back sentence uses them too). */
export const APPROVAL_APPROVERS_LABEL: Record<ApprovalApprovers, string> = {
  REVIEWERS: 'Team admins and organization admins',
  TEAM_ADMINS: 'Team admins',
  ORGANIZATION_ADMINS: 'Organization admins',
  USERS: 'Named people',
};

export const ApprovalStep = z.object({
  approvers: ApprovalApprovers,
  userIds: z.array(z.number().int()).optional(),
});
export type ApprovalStep = z.infer<typeof ApprovalStep>;

/** Every team starts with this: today's reviewers decide in one step. */
export const DEFAULT_APPROVAL_STEPS: ApprovalStep[] = [{ approvers: 'REVIEWERS' }];

/** The steps as a team sets them: 1 to 3; `USERS` names 1 to 50 people, the others none. */
export const ApprovalStepsInput = z
  .array(
    z
      .object({
        approvers: ApprovalApprovers,
        userIds: z
          .array(z.number().int().positive().max(2_147_483_647), { error: 'User ids must be a list of ids' })
          .min(1, 'Name at least one person for this step')
          .max(50, 'A step names at most 50 people')
          .optional(),
      })
      .strict()
      .refine((s) => (s.approvers === 'USERS') === (s.userIds !== undefined), {
        message: 'A USERS step names people in userIds; other steps name none',
        path: ['userIds'],
      }),
    { error: 'Approval steps must be a list of steps' },
  )
  .min(1, 'A team has at least one approval step')
  .max(APPROVAL_STEPS_MAX, `A team has at most ${APPROVAL_STEPS_MAX} approval steps`);

/**
 * `approvalSteps` is left out while a team has the default one step (DEFAULT_APPROVAL_STEPS), so
 * the spec's own `{id, name, metadata}` is what a team with today's reviewers answers.
 */
export const Team = z.object({
  id: z.number().int(),
  name: z.string(),
  metadata: Metadata,
  approvalSteps: z.array(ApprovalStep).optional(),
});
export type Team = z.infer<typeof Team>;

/**
 * A team in GET /teams: with how many people are in it (removed people not counted) and its team
 * admins, by name (the Teams page shows both).
 */
export const TeamSummary = Team.extend({
  memberCount: z.number().int(),
  admins: z.array(z.object({ id: z.number().int(), firstName: z.string(), lastName: z.string() })),
});
export type TeamSummary = z.infer<typeof TeamSummary>;

export const TeamBody = z.object({
  name: text().min(2, MSG.teamNameMin).max(TEAM_NAME_MAX, MSG.teamNameMax),
  metadata: MetadataInput.optional(),
  approvalSteps: ApprovalStepsInput.optional(),
});
export type TeamBody = z.input<typeof TeamBody>;
