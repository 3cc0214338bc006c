import type {
  ChannelDelivery,
  DeliveryIssue,
  Notification,
  NotificationCount,
  Paged,
} from '@leavedesk/contracts';

/** A channel's delivery as its notification's status implies, unless a test says otherwise. */
function deliveryOf(
  channel: ChannelDelivery['channel'],
  n: Pick<Notification, 'status' | 'error'>,
): ChannelDelivery {
  if (n.status === 'PENDING')
    return {
      channel,
      status: 'PENDING',
      attempts: 0,
      lastError: null,
      nextAttemptAt: new Date().toISOString(),
    };
  if (n.status === 'FAILED')
    return { channel, status: 'FAILED', attempts: 1, lastError: n.error, nextAttemptAt: null };
  return { channel, status: 'DONE', attempts: 1, lastError: null, nextAttemptAt: null };
}

/** A LEAVE_CREATED notification as the server answers it; override what a test is about. */
export function aNotification(overrides: Partial<Notification> = {}): Notification {
  const n: Omit<Notification, 'deliveries'> = {
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
  return { ...n, deliveries: overrides.deliveries ?? n.channels.map((c) => deliveryOf(c, n)) };
}

/** A delivery of the organization that waits after a failure, as an admin sees it. */
export function anIssue(overrides: Partial<DeliveryIssue> = {}): DeliveryIssue {
  return {
    id: 101,
    channel: 'EMAIL',
    status: 'PENDING',
    attempts: 6,
    lastError: 'The e-mail could not be sent: connect ECONNREFUSED 10.0.0.5:587',
    nextAttemptAt: new Date(Date.now() + 12 * 60_000 + 50_000).toISOString(),
    title: 'New leave request from Emil Worker',
    event: 'LEAVE_CREATED',
    trigger: { id: 5, name: 'Leave request to reviewers' },
    recipient: { id: 3, firstName: 'Grace', lastName: 'Hopper', email: 'grace@example.com' },
    createdAt: new Date(Date.now() - 60 * 60_000).toISOString(),
    ...overrides,
  };
}

export function aPage<T = Notification>(
  contents: T[],
  { page = 1, size = 10, total = contents.length } = {},
) {
  return {
    contents,
    pageNumber: page - 1,
    pageSize: size,
    totalPages: Math.ceil(total / size),
    totalContents: total,
  } satisfies Paged<T>;
}

export function aCount(unreadCount: number, totalCount = unreadCount): NotificationCount {
  return { unreadCount, totalCount };
}
