import type { FeedKind } from '@leavedesk/contracts';
import ical, {
  ICalCalendarMethod,
  ICalEventBusyStatus,
  ICalEventStatus,
  ICalEventTransparency,
} from 'ical-generator';
import type { Config } from '../../config';
import { mailDomain } from '../../lib/mailer';
import { addDays } from '../../lib/working-days';

/** A leave as a feed shows it (read by `feedContentStatement`). */
export interface FeedLeave {
  id: number;
  startAt: string;
  endAt: string;
  status: 'PENDING' | 'ACCEPTED';
  /** Raised by the database at every change of the row: the event's SEQUENCE. */
  revision: number;
  createdAt: string;
  updatedAt: string;
  /** Only in the owner's own feed; null elsewhere. */
  reason: string | null;
  firstName: string;
  lastName: string;
  typeName: string;
  typeSymbol: string;
  startDayPart: 'FULL' | 'AFTERNOON';
  endDayPart: 'FULL' | 'MORNING';
}

export interface FeedHoliday {
  id: number;
  date: string;
  description: string;
  country: string;
}

export interface FeedInput {
  kind: FeedKind;
  /** The calendar's name in the subscriber's app. */
  name: string;
  /** The domain in every UID (PUBLIC_URL's host, else MAIL_FROM's domain). */
  domain: string;
  leaves: FeedLeave[];
  holidays: FeedHoliday[];
}

/** How often we ask calendar apps to look again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
const REFRESH_SECONDS = 60 * 60;

/** The install's domain, for UIDs that stay the same for a leave wherever and whenever it is read. */
export function installDomain(config: Pick<Config, 'publicUrl' | 'mailFrom'>): string {
  if (config.publicUrl) {
    try {
      return new URL(config.publicUrl).hostname;
    } catch {
      // Config validated it as a URL; fall through to the mail domain all the same.
    }
  }
  return mailDomain(config.mailFrom);
}

/**
 * A mark for a leave that starts or ends on half a day: the event stays all-day (calendar apps show
 * whole dates), the title says which half. " (morning)" or " (afternoon)" for one day; for longer
 * leaves " (from the afternoon)", " (until noon)" or both.
 */
function dayPartMark(leave: FeedLeave): string {
  const fromNoon = leave.startDayPart === 'AFTERNOON';
  const untilNoon = leave.endDayPart === 'MORNING';
  if (leave.startAt === leave.endAt) return fromNoon ? ' (afternoon)' : untilNoon ? ' (morning)' : '';
  const marks = [fromNoon && 'from the afternoon', untilNoon && 'until noon'].filter(Boolean);
  return marks.length > 0 ? ` (${marks.join(', ')})` : '';
}

/** "🏖️ Vacation", or the bare name when the type has no symbol. */
function typeLabel(leave: FeedLeave): string {
  return `${leave.typeSymbol} ${leave.typeName}`.trim();
}

function summaryOf(kind: FeedKind, leave: FeedLeave): string {
  const what = `${typeLabel(leave)}${dayPartMark(leave)}`;
  const who = kind === 'MINE' ? '' : `${`${leave.firstName} ${leave.lastName}`.trim()}: `;
  return `${who}${what}${leave.status === 'PENDING' ? ' (pending)' : ''}`;
}

/** `YYYY-MM-DD` as the UTC midnight ical-generator writes as that date (`VALUE=DATE`). */
const day = (date: string) => new Date(`${date}T00:00:00.000Z`);

/**
 * The iCalendar text (RFC 5545) of a feed, written by ical-generator: one all-day event per leave,
 * `DTEND` the day after the last day (exclusive), `UID` per leave and install, `SEQUENCE` the
 * leave's revision, TENTATIVE while pending and CONFIRMED once accepted. Public holidays are
 * all-day, transparent events. Only the owner's own feed carries reasons; no feed carries e-mail
 * addresses or phone numbers.
 */
export function buildFeed(input: FeedInput): string {
  const calendar = ical({
    name: input.name,
    prodId: { company: 'LeaveDesk', product: 'LeaveDesk', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: REFRESH_SECONDS,
  });
  const own = input.kind === 'MINE';
  for (const leave of input.leaves) {
    const pending = leave.status === 'PENDING';
    calendar.createEvent({
      id: `leave-${leave.id}@${input.domain}`,
      sequence: leave.revision,
      allDay: true,
      start: day(leave.startAt),
      end: day(addDays(leave.endAt, 1)),
      summary: summaryOf(input.kind, leave),
      description: own && leave.reason ? leave.reason : null,
      status: pending ? ICalEventStatus.TENTATIVE : ICalEventStatus.CONFIRMED,
      // Your own leave makes you busy (out of office); colleagues' leaves do not block your time.
      transparency: own ? ICalEventTransparency.OPAQUE : ICalEventTransparency.TRANSPARENT,
      busystatus: own
        ? pending
          ? ICalEventBusyStatus.TENTATIVE
          : ICalEventBusyStatus.OOF
        : ICalEventBusyStatus.FREE,
      stamp: new Date(leave.updatedAt),
      created: new Date(leave.createdAt),
      lastModified: new Date(leave.updatedAt),
    });
  }
  for (const holiday of input.holidays) {
    calendar.createEvent({
      id: `holiday-${holiday.id}@${input.domain}`,
      allDay: true,
      start: day(holiday.date),
      end: day(addDays(holiday.date, 1)),
      summary: holiday.description,
      status: ICalEventStatus.CONFIRMED,
      transparency: ICalEventTransparency.TRANSPARENT,
      busystatus: ICalEventBusyStatus.FREE,
      // A holiday never changes once stored; its stamp is a fixed instant so the text is stable.
      stamp: day(holiday.date),
    });
  }
  return calendar.toString();
}
