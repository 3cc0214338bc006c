import type { Channel, EventType, Receptor } from '@leavedesk/contracts';
import type { DbOrTx } from '../../db/client';
import { notificationTriggers } from '../../db/schema';

export interface DefaultTrigger {
  name: string;
  title: string;
  eventType: EventType;
  receptors: Receptor;
  channels: Channel[];
  textTemplate: string;
  htmlTemplate: string;
}

/**
 * The triggers every organization starts with (server-rules §6): reviewers hear of a request, the
 * requester hears of the decision (or of a cancellation), a new person is welcomed. Admins edit or
 * disable them like any other. The migration that introduced notifications inserted these texts
 * for the organizations that existed then (drizzle/0001_notifications.sql); the one that brought
 * cancellations (0004) rewrote the decision's title and templates where they were still the old
 * default word for word; 0015 added the decide links to the reviewers' e-mail the same way, and 0019
 * made the reviewers' and the reminder's e-mails say hours for a leave in hours (issue 29).
 * The substitute's (issue 28) was inserted for every organization by 0013_substitute_default_trigger,
 * and "Leave request waiting" (issue 28's reminders, decision 0034) by
 * 0014_review_reminder_default_trigger: in that order here too (the migration tests compare).
 */
export const DEFAULT_TRIGGERS: readonly DefaultTrigger[] = [
  {
    name: 'Leave request to reviewers',
    title: 'New leave request from {{user.fullName}}',
    eventType: 'LEAVE_CREATED',
    receptors: 'REVIEWERS',
    channels: ['EMAIL'],
    textTemplate: [
      'Hello,',
      '',
      '{{user.fullName}} asked for {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} {{#if (eq leave.unit "HOURS")}}hours{{else}}working days{{/if}}).',
      '{{#if leave.reason}}Reason: {{leave.reason}}{{/if}}',
      '',
      'Review the request: {{link}}',
      '{{#if (eq leave.status "PENDING")}}',
      'Or decide from here (each link asks you to confirm):',
      'Accept: {{decide.acceptLink}}',
      'Reject: {{decide.rejectLink}}',
      '{{/if}}',
    ].join('\n'),
    htmlTemplate: [
      '<p>Hello,</p>',
      '<p><strong>{{user.fullName}}</strong> asked for <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} {{#if (eq leave.unit "HOURS")}}hours{{else}}working days{{/if}}).</p>',
      '{{#if leave.reason}}<p>Reason: {{leave.reason}}</p>{{/if}}',
      '<p><a href="{{link}}">Review the request</a></p>',
      '{{#if (eq leave.status "PENDING")}}<p>Or decide from here (each link asks you to confirm): <a href="{{decide.acceptLink}}">Accept</a> · <a href="{{decide.rejectLink}}">Reject</a></p>{{/if}}',
    ].join('\n'),
  },
  {
    name: 'Leave decision to requester',
    title:
      'Your {{leave.type.name}} request was {{#if (eq leave.status "ACCEPTED")}}accepted{{else if (eq leave.status "CANCELLED")}}cancelled{{else}}rejected{{/if}}',
    eventType: 'LEAVE_STATUS_UPDATED',
    receptors: 'USER',
    channels: ['EMAIL'],
    textTemplate: [
      'Hello {{user.firstName}},',
      '',
      '{{reviewer.fullName}} {{#if (eq leave.status "ACCEPTED")}}accepted{{else if (eq leave.status "CANCELLED")}}cancelled{{else}}rejected{{/if}} your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.',
      '{{#if (eq leave.status "CANCELLED")}}{{#if leave.cancelReason}}Reason: {{leave.cancelReason}}{{/if}}{{else if leave.reviewReason}}Reason: {{leave.reviewReason}}{{/if}}',
      '',
      'See the request: {{link}}',
    ].join('\n'),
    htmlTemplate: [
      '<p>Hello {{user.firstName}},</p>',
      '<p>{{reviewer.fullName}} <strong>{{#if (eq leave.status "ACCEPTED")}}accepted{{else if (eq leave.status "CANCELLED")}}cancelled{{else}}rejected{{/if}}</strong> your {{leave.type.name}} request from {{formatDate leave.startAt}} to {{formatDate leave.endAt}}.</p>',
      '{{#if (eq leave.status "CANCELLED")}}{{#if leave.cancelReason}}<p>Reason: {{leave.cancelReason}}</p>{{/if}}{{else if leave.reviewReason}}<p>Reason: {{leave.reviewReason}}</p>{{/if}}',
      '<p><a href="{{link}}">See the request</a></p>',
    ].join('\n'),
  },
  {
    name: 'Welcome',
    title: 'Welcome to {{organization.name}}',
    eventType: 'USER_CREATED',
    receptors: 'USER',
    channels: ['EMAIL'],
    textTemplate: [
      'Hello {{user.firstName}},',
      '',
      'An account was created for you at {{organization.name}}. Sign in with this e-mail address ({{user.email}}) and the password your admin gave you to see your balance, request leave and follow the team calendar.',
      '',
      '{{link}}',
    ].join('\n'),
    htmlTemplate: [
      '<p>Hello {{user.firstName}},</p>',
      '<p>An account was created for you at <strong>{{organization.name}}</strong>. Sign in with this e-mail address ({{user.email}}) and the password your admin gave you to see your balance, request leave and follow the team calendar.</p>',
      '<p><a href="{{link}}">Open LeaveDesk</a></p>',
    ].join('\n'),
  },
  {
    name: 'Substitute assigned',
    title: '{{user.fullName}} named you as their substitute',
    eventType: 'LEAVE_SUBSTITUTE_ASSIGNED',
    receptors: 'USER',
    channels: ['EMAIL'],
    textTemplate: [
      'Hello {{substitute.firstName}},',
      '',
      '{{user.fullName}} will be away on {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} and named you as their substitute.',
      'While the leave is accepted and under way, you can also decide the requests that wait for them.',
      '',
      'See the request: {{link}}',
    ].join('\n'),
    htmlTemplate: [
      '<p>Hello {{substitute.firstName}},</p>',
      '<p><strong>{{user.fullName}}</strong> will be away on <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} and named you as their substitute.</p>',
      '<p>While the leave is accepted and under way, you can also decide the requests that wait for them.</p>',
      '<p><a href="{{link}}">See the request</a></p>',
    ].join('\n'),
  },
  {
    name: 'Leave request waiting',
    title: "{{user.fullName}}'s {{leave.type.name}} request is waiting for a decision",
    eventType: 'LEAVE_REVIEW_REMINDER',
    receptors: 'REVIEWERS',
    channels: ['EMAIL'],
    textTemplate: [
      'Hello,',
      '',
      '{{user.fullName}} asked for {{leave.type.name}} from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} {{#if (eq leave.unit "HOURS")}}hours{{else}}working days{{/if}}), and the request has waited {{waitingDays}} working {{#if (eq waitingDays 1)}}day{{else}}days{{/if}} for a decision{{#unless (eq approval.steps 1)}} at step {{approval.step}} of {{approval.steps}}{{/unless}}.',
      '{{#if escalated}}It has waited long enough that the organization admins are told too.{{/if}}',
      '',
      'Review the request: {{link}}',
    ].join('\n'),
    htmlTemplate: [
      '<p>Hello,</p>',
      '<p><strong>{{user.fullName}}</strong> asked for <strong>{{leave.type.name}}</strong> from {{formatDate leave.startAt}} to {{formatDate leave.endAt}} ({{leave.duration}} {{#if (eq leave.unit "HOURS")}}hours{{else}}working days{{/if}}), and the request has waited {{waitingDays}} working {{#if (eq waitingDays 1)}}day{{else}}days{{/if}} for a decision{{#unless (eq approval.steps 1)}} at step {{approval.step}} of {{approval.steps}}{{/unless}}.</p>',
      '{{#if escalated}}<p>It has waited long enough that the organization admins are told too.</p>{{/if}}',
      '<p><a href="{{link}}">Review the request</a></p>',
    ].join('\n'),
  },
];

/** The default triggers of a new organization, in its registration transaction. */
export async function insertDefaultTriggers(tx: DbOrTx, organizationId: number): Promise<void> {
  await tx.insert(notificationTriggers).values(DEFAULT_TRIGGERS.map((t) => ({ ...t, organizationId })));
}
