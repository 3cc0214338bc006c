import type { Notification } from '@leavedesk/contracts';
import { json } from '@/test/api-stub';
import { aCount, aPage } from './test-notifications';

/**
 * The three notification routes over an in-memory list, answering as the server does: newest
 * first, one-based pages, the SENT ones counted unread, 404 for an id that is not in the list.
 */
export function fakeInbox(initial: Notification[]) {
  const notifications = initial.map((n) => ({ ...n }));
  const count = () => aCount(notifications.filter((n) => n.status === 'SENT').length, notifications.length);
  const routes = {
    'GET /v1/notifications': (_body: unknown, url: URL) => {
      const page = Number(url.searchParams.get('page') ?? 1);
      const size = Number(url.searchParams.get('size') ?? 10);
      const status = url.searchParams.get('status');
      const matching = notifications.filter((n) => !status || n.status === status);
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
  };
  return { notifications, routes };
}
