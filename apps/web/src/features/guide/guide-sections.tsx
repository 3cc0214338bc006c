import { EVENT_DEFINITIONS, EVENT_TYPE_LABELS, EVENT_TYPES } from '@leavedesk/contracts';
import type * as React from 'react';
import { Link } from 'react-router';

/**
 * The user guide's sections, in the order a new organization meets them. Each one says what the
 * product does, in the words of its screens; keep it true when a screen changes.
 */
export interface GuideSection {
  id: string;
  title: string;
  body: React.ReactNode;
}

function To({ to, children }: { to: string; children: React.ReactNode }) {
  return (
    <Link to={to} className="font-medium text-primary underline-offset-4 hover:underline">
      {children}
    </Link>
  );
}

const B = ({ children }: { children: React.ReactNode }) => (
  <strong className="font-semibold">{children}</strong>
);

export const GUIDE_SECTIONS: readonly GuideSection[] = [
  {
    id: 'organization',
    title: 'Set up your organization',
    body: (
      <>
        <p>
          Signing up creates your organization and makes you its first <B>Admin</B>. It starts with a team
          called General, three leave types — Vacation (20 days a year, needs approval), Sick leave (10 days a
          year, no approval) and Unpaid leave (unlimited, needs approval) — a leave policy called Default with
          all three, the public holidays of your country for this year and next, and three notifications (see
          below).
        </p>
        <ol>
          <li>
            On <To to="/organization">Organization</To>, check the name, country, time zone, the day your week
            starts and your <B>working days</B>. Only working days count as leave.
          </li>
          <li>
            On <To to="/teams">Teams</To>, create your teams. Each person belongs to one team; its team admins
            review the leave of its members.
          </li>
          <li>
            On <To to="/leaves/policies">Leave Policy</To>, add or change <B>leave types</B> (name, symbol,
            cycle, amount, whether a request needs approval), then put them in <B>policies</B>. A policy sets
            each type's amount, cycle and approval for the people on it, so part-timers can have their own.
            Changes to a policy are kept when you press Save.
          </li>
          <li>
            On <To to="/users">Users</To>, choose Create and fill in the person's details, role, team, leave
            policy and start date, and a first password that you pass on to them. They show as Pending until
            they first sign in.
          </li>
        </ol>
        <p>
          Roles: an <B>Admin</B> manages everything; a <B>Team Admin</B> reviews leave and manages the people
          of their own team; an <B>Employee</B> sees their own balance, requests leave and follows the
          calendar.
        </p>
      </>
    ),
  },
  {
    id: 'balances',
    title: 'How balances work',
    body: (
      <>
        <p>
          A balance runs per calendar year (Per Year types) or per calendar month (Per Month types), in your
          organization's time zone. Leave counts in working days: days off in your week and public holidays of
          your country are not counted. Home shows one card per leave type with its total, the days used, the
          days pending approval and what remains.
        </p>
        <p>
          In the year (or month) someone joins, their allowance is <B>prorated</B> from their start date:
          joining on 1 November gives 3 of 20 yearly days (61 of the year's 365 days). The card says so when
          it happens. Unlimited types have no total; their days are still counted.
        </p>
      </>
    ),
  },
  {
    id: 'request',
    title: 'Request leave',
    body: (
      <ol>
        <li>
          Press <B>Request Leave</B> on Home or on the Calendar.
        </li>
        <li>
          Choose the leave type: its remaining balance shows on the right. Pick the start and end dates; past
          days, days off and holidays cannot be picked.
        </li>
        <li>
          The summary shows the total, working and non-working days, your balance before and after the request
          (for each year or month it touches), any holidays in it, and whose leave overlaps yours in your
          team. A request must fit the balance of every period it touches.
        </li>
        <li>
          Press Submit. A type that needs approval waits for a reviewer; any other is accepted at once. While
          a request is pending you can withdraw it from the My Leaves list on Home, which keeps every request
          you made: accepted, rejected or cancelled, with the reviewer's reason when they gave one.
        </li>
      </ol>
    ),
  },
  {
    id: 'review',
    title: 'Review leave requests',
    body: (
      <>
        <p>
          Admins review everyone's requests, team admins those of their own team. Open{' '}
          <To to="/leaves">Leaves</To>: it shows the pending requests at first, soonest start first, those
          whose start has come first and marked <B>Started</B>; press the Date or Duration head to sort
          otherwise, filter by status, team or person and press Search. Click a request to see its dates, days
          and reason, the requester's balance before and after it, the team's conflicting leaves on those
          days, and the holidays it includes. Then press <B>Accept</B> (at once, with your reason if you typed
          one) or <B>Reject</B>, which asks you to confirm and for the reason the requester reads. To accept
          several, tick them and press <B>Accept selected</B>: each is decided on its own, and a summary says
          what happened to each (one another reviewer decided meanwhile stays as they decided). With the
          standard triggers, the requester is told by e-mail and in their bell, with your reason.{' '}
          <B>Export</B> shows the status, team and person it will export (every status at first) for you to
          change.
        </p>
        <p>Nobody reviews their own request: another admin does.</p>
      </>
    ),
  },
  {
    id: 'calendar',
    title: 'The calendar',
    body: (
      <p>
        <To to="/calendar">Calendar</To> shows a month of everyone's pending (blue) and accepted (green)
        leave, public holidays (red) and days off (grey). Filter it by team, move between months, and select a
        day to see its holiday and everyone away on it in the side panel. Reasons are never shown on the
        calendar.
      </p>
    ),
  },
  {
    id: 'holidays',
    title: 'Public holidays',
    body: (
      <>
        <p>
          <To to="/settings/official-holidays">Settings → Official Holidays</To> lists the stored holidays by
          year and country. Each person's leave skips the holidays of their own country (or the organization's
          country when theirs is not set).
        </p>
        <p>
          Admins add holidays with <B>Import</B>: choose the year and the country, press Fetch, tick the
          holidays you observe and press Save. Dates already stored are skipped. The days of a request are
          counted when it is made: holidays imported later do not change existing requests.
        </p>
      </>
    ),
  },
  {
    id: 'notifications',
    title: 'Notifications and triggers',
    body: (
      <>
        <p>
          The bell shows your notifications; <To to="/notifications">Settings → Notification</To> keeps their
          history. Admins decide what is sent with <B>triggers</B>, on the{' '}
          <To to="/notifications/triggers">Triggers</To> page: each one names an event, who receives it (the
          person it is about, their team admins, every admin, their whole team, or the reviewers of their
          leave), the channels (Email, and Slack once a Slack webhook URL is set on the Organization page), a
          title and the text and HTML of the message. Templates use variables such as {'{{user.fullName}}'}{' '}
          from the list beside the editor, and a preview shows the result. Every notification also shows in
          the receiver's bell.
        </p>
        <p>
          A notification is in your bell, unread, the moment it exists: it does not wait for its e-mail or
          Slack post. The history shows beside each entry how each channel is getting on (Delivered, Sending,
          Waiting, Failed or Skipped) and, opened, why. When the mail server or Slack cannot be reached, they
          are tried again by themselves for up to a day; an answer that will not change (an unknown mailbox)
          fails at once. Admins see what waits or failed at the top of{' '}
          <To to="/notifications">Notifications</To> and can try a failed one again.
        </p>
        <p>
          New organizations start with three: reviewers hear of a new request, the requester hears of the
          decision, and new people get a welcome. The events:
        </p>
        <ul>
          {EVENT_TYPES.map((event) => (
            <li key={event}>
              <strong className="font-medium">{EVENT_TYPE_LABELS[event]}</strong> (
              <code className="rounded bg-muted px-1 py-0.5 text-xs">{event}</code> in the API):{' '}
              {EVENT_DEFINITIONS[event].description}
            </li>
          ))}
        </ul>
        <p>A trigger can be Enabled, Disabled (kept, sends nothing) or Archived.</p>
      </>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    body: (
      <p>
        The menu under your name at the bottom of the sidebar (on a phone, open the menu from the top bar
        first) has your <To to="/profile">Profile</To> (name and picture), dark mode and Sign Out.{' '}
        <To to="/settings/change-password">Change Password</To> is in Settings. If you forget your password,
        "Forgot your password?" on the sign-in page e-mails you a new one; your old one keeps working until
        you use the new one or an hour passes.
      </p>
    ),
  },
];
