import { eventSchemas, type NotificationTrigger } from '@leavedesk/contracts';

/** Test fixtures of this area: triggers and the event schemas as the server answers them. */
export function aTrigger(overrides: Partial<NotificationTrigger> = {}): NotificationTrigger {
  return {
    id: 1,
    name: 'Leave request to reviewers',
    title: 'New leave request from {{user.fullName}}',
    eventType: 'LEAVE_CREATED',
    receptors: 'REVIEWERS',
    channels: ['EMAIL'],
    status: 'ENABLED',
    textTemplate: '{{user.fullName}} asked for {{leave.type.name}}.',
    htmlTemplate: '<p>{{user.fullName}} asked for {{leave.type.name}}.</p>',
    sampleTitle: 'New leave request from Jane Doe',
    failedCount: 0,
    lastError: null,
    createdAt: '2026-01-05T10:00:00.000Z',
    updatedAt: '2026-01-05T10:00:00.000Z',
    ...overrides,
  };
}

/** The real schemas, generated from the same definitions the server uses. */
export const EVENT_SCHEMAS = eventSchemas();

export const validationFailed = (details: { field: string; message: string }[]) => ({
  statusCode: 400,
  error: 'Bad Request',
  code: 'VALIDATION_FAILED',
  message: details[0].message,
  details,
});
