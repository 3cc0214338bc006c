import type { Notification, NotificationCount, Paged } from '@leavedesk/contracts';

/** A LEAVE_CREATED notification as the server answers it; override what a test is about. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    title: 'New leave request from Emil Worker',
    status: 'SENT',
    event: 'LEAVE_CREATED',
    trigger: { id: 5, name: 'Leave request to reviewers' },
    channels: ['EMAIL'],
    textContent: 'Hello,\n\nEmil Worker asked for Vacation.\nReview the request: /leaves/42',
    htmlContent: '<p>Hello,</p><p id="mail-body"><strong>Emil Worker</strong> asked for Vacation.</p>',
    params: {
      user: { id: 7, fullName: 'Emil Worker' },
      leave: { id: 42, status: 'PENDING' },
      link: '/leaves/42',
    },
    sentAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    readAt: null,
    createdAt: new Date(Date.now() - 5 * 60_000).toISOString(),
    error: null,
    ...overrides,
  };
}

export function aPage(contents: Notification[], { page = 1, size = 10, total = contents.length } = {}) {
  return {
    contents,
    pageNumber: page - 1,
    pageSize: size,
    totalPages: Math.ceil(total / size),
    totalContents: total,
  } satisfies Paged<Notification>;
}

export function aCount(unreadCount: number, totalCount = unreadCount): NotificationCount {
  return { unreadCount, totalCount };
}
