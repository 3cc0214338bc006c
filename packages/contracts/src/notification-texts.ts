/*
 * The words and numbers of the notification screens, without zod: the shell's bell and panel use
 * them before any schema is loaded, and the user guide the events' definitions. notifications.ts
 * builds the schemas with the same messages and definitions.
 */

import { type EVENT_TYPES, RECEPTORS } from './enum-values';
import { TRIGGER_NAME_MAX } from './limits';

export const NOTIFICATION_MSG = {
  titleRequired: 'Title is required',
  nameRequired: 'Name is required',
  textTemplateRequired: 'Text template is required',
  eventTypeRequired: 'Event type is required',
  channelRequired: 'Select at least one channel',
  receptorRequired: 'Receptor is required',
  receptorNotAllowed: 'This receptor is not available for the chosen event type',
  nameMax: `Name must be at most ${TRIGGER_NAME_MAX} characters`,
  titleMax: 'Title must be at most 200 characters',
  templateMax: 'A template must be at most 20000 characters',
} as const;

export const NOTIFICATION_TEXT = {
  panelTitle: 'Notifications',
  markAllRead: 'Mark all as read',
  emptyTitle: 'No notifications',
  emptyHint: "We'll notify you when something important happens",
  historyEmptyTitle: 'No notifications yet',
  historyEmptyHint: 'Notifications sent to you appear here, newest first.',
  setUpTriggers: 'Set up triggers',
  triggers: 'Triggers',
  textContentTab: 'Text Content',
  htmlContentTab: 'HTML Content',
  dataTab: 'Notification Data',
  reviewLeaveRequest: 'Review Leave Request',
  errorLoading: 'Error loading notifications',
  triggersTitle: 'Notification Triggers',
  createTrigger: 'Create Trigger',
  triggersEmpty: 'No notification trigger found.',
  triggerSaved: 'Notification trigger created successfully!',
  // The spec's text after removing a trigger (part 2 §8), kept as written.
  triggerRemoved: 'Leave type removed successfully!',
  failedEventSchemas: 'Failed to fetch event schemas',
  selectEventForVariables: 'Select an event type to see available variables',
  copiedTitle: 'Copied',
  copiedDescription: 'Variables copied to clipboard',
  textTemplateTab: 'Text Template',
  htmlTemplateTab: 'HTML Template',
  slackTestSent: 'Test message sent to Slack.',
} as const;

export function removeTriggerQuestion(name: string): string {
  return `Are you sure you want to remove ${name}?`;
}

/** Longest template accepted (per field). */
export const TEMPLATE_MAX = 20_000;

export const NOTIFICATIONS_PAGE_SIZE = 10;
export const NOTIFICATIONS_POLL_MS = 30_000;

/** '9+' above 9 (part 1 §2). */
export function unreadBadge(count: number): string | null {
  if (count <= 0) return null;
  return count > 9 ? '9+' : String(count);
}

/** What each event means and whom its triggers may reach (the user guide reads it too). */
export const EVENT_DEFINITIONS: Record<
  (typeof EVENT_TYPES)[number],
  { description: string; receptors: readonly (typeof RECEPTORS)[number][] }
> = {
  ORGANIZATION_CREATED: {
    description: 'An organization signed up; the subject is its first admin.',
    receptors: ['USER', 'ORGANIZATION_ADMIN'],
  },
  USER_CREATED: {
    description: 'A person was added to the organization; the subject is the new person.',
    receptors: ['USER', 'TEAM_ADMIN', 'ORGANIZATION_ADMIN', 'ALL_TEAM_MEMBERS'],
  },
  LEAVE_CREATED: {
    description: 'A leave was requested; the subject is the requester.',
    receptors: [...RECEPTORS],
  },
  LEAVE_STATUS_UPDATED: {
    description:
      'A leave request was accepted, rejected or cancelled (leave.status CANCELLED, by the requester or a reviewer: see reviewer); the subject is the requester.',
    receptors: [...RECEPTORS],
  },
  TEAM_CREATED: {
    description: 'A team was created; the subject is the admin who created it.',
    receptors: ['USER', 'ORGANIZATION_ADMIN'],
  },
  NOTIFICATION_CREATED: {
    description:
      'Another trigger created notifications; the subject is the person of that event. Notifications of these triggers do not cause this event again.',
    receptors: ['USER', 'TEAM_ADMIN', 'ORGANIZATION_ADMIN'],
  },
  LEAVE_REVIEW_REMINDER: {
    description:
      "A leave request has waited at its approval step for the organization's reminder days (once a working day while it waits); the subject is the requester. The request's reviewers are the approvers of the step it waits at, and once escalated the organization admins too.",
    receptors: ['REVIEWERS', 'ORGANIZATION_ADMIN', 'TEAM_ADMIN', 'USER'],
  },
  LEAVE_SUBSTITUTE_ASSIGNED: {
    description:
      'A leave was requested naming a substitute who covers during it; the subject is the requester, but the receptor USER is the substitute (see substitute).',
    receptors: ['USER', 'TEAM_ADMIN', 'ORGANIZATION_ADMIN', 'ALL_TEAM_MEMBERS'],
  },
};
