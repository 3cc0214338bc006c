import type { DeliveryIssue, Notification } from '@leavedesk/contracts';
import { json } from '@/test/api-stub';
import { aCount, aPage } from './test-notifications';

/**
 * The notification routes over in-memory lists, answering as the server does: newest first,
 * one-based pages, every one not READ counted unread (whatever its delivery), 404 for an id that is
 * not in the list; and the organization's deliveries waiting or failed, a FAILED one queued again by
 * its retry.
 */
export function fakeInbox(initial: Notification[], initialIssues: DeliveryIssue[] = []) {
  const notifications = initial.map((n) => ({ ...n }));
  const issues = initialIssues.map((i) => ({ ...i }));
  const count = () => aCount(notifications.filter((n) => n.status !== 'READ').length, notifications.length);
  const routes = {
    'GET /v1/notifications': (_body: unknown, url: URL) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 10);
      const status = url.searchParams.get('status');
      const unread = url.searchParams.get('unread');
      const matching = notifications.filter(
        (n) =>
          (!status || n.status === status) &&
          (unread === null || (n.status !== 'READ') === (unread === 'true')),
      );
      return json(
        200,
        aPage(matching.slice((page - 1) * size, page * size), { page, size, total: matching.length }),
      );
    },
    'GET /v1/notifications/count': () => json(200, count()),
    'POST /v1/notifications/read': (body: unknown) => {
      const ids = body as number[];
      if (!ids.every((id) => notifications.some((n) => n.id === id)))
        return json(404, {
          statusCode: 404,
          error: 'Not Found',
          code: 'NOT_FOUND',
          message: 'Notification not found.',
        });
      for (const n of notifications) if (ids.includes(n.id)) n.status = 'READ';
      return json(200, count());
    },
    'GET /v1/notifications/deliveries': (_body: unknown, url: URL) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 10);
      return json(
        200,
        aPage(issues.slice((page - 1) * size, page * size), { page, size, total: issues.length }),
      );
    },
  };
  /** POST /v1/notifications/deliveries/{id}/retry, for each failed one. */
  for (const issue of issues)
    Object.assign(routes, {
      [`POST /v1/notifications/deliveries/${issue.id}/retry`]: () => {
        const at = issues.indexOf(issue);
        if (at < 0 || issue.status !== 'FAILED')
          return json(409, {
            statusCode: 409,
            error: 'Conflict',
            code: 'CONFLICT',
            message: 'Only a failed delivery can be tried again.',
          });
        issues.splice(at, 1);
        return json(200, { ...issue, status: 'PENDING', attempts: 0, lastError: null });
      },
    });
  return { notifications, issues, routes };
}
