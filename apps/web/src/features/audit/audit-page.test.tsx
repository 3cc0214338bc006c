import type { AuditEntry } from '@leavedesk/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as AuditPage } from './audit-page';

vi.setConfig({ testTimeout: 40_000 });
/** Loads can take seconds on a busy machine; a failed load is retried once after a second. */
const WAIT = { timeout: 10_000 };
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

const entries: AuditEntry[] = [
  {
    id: 3,
    kind: 'USER_UPDATED',
    actor: { id: 1, name: 'Ada Lovelace' },
    target: { type: 'USER', id: 5, label: 'Grace Brewster' },
    changes: [
      { field: 'lastName', before: 'Hopper', after: 'Brewster' },
      { field: 'team', before: { id: 10, name: 'Engineering' }, after: { id: 11, name: 'Sales' } },
    ],
    createdAt: '2027-03-02T09:30:00.000Z',
  },
  {
    id: 2,
    kind: 'ORGANIZATION_UPDATED',
    actor: { id: 1, name: 'Ada Lovelace' },
    target: { type: 'ORGANIZATION', id: 1, label: 'Analytical Engines' },
    changes: [
      { field: 'metadata.slackWebhookUrl', before: null, after: '[hidden]' },
      { field: 'workingDays', before: ['MONDAY', 'FRIDAY'], after: ['MONDAY'] },
    ],
    createdAt: '2027-03-01T09:30:00.000Z',
  },
  {
    id: 1,
    kind: 'TEAM_CREATED',
    actor: { id: 1, name: 'Ada Lovelace' },
    target: { type: 'TEAM', id: 11, label: 'Sales' },
    changes: [{ field: 'name', before: null, after: 'Sales' }],
    createdAt: '2027-02-28T09:30:00.000Z',
  },
];

const people = {
  contents: [aUser(), aUser({ id: 5, firstName: 'Grace', lastName: 'Brewster' })],
  pageNumber: 0,
  pageSize: 100,
  totalPages: 1,
  totalContents: 2,
};

function page(contents: AuditEntry[], totalPages = 1, pageNumber = 0) {
  return { contents, pageNumber, pageSize: 20, totalPages, totalContents: contents.length * totalPages };
}

function renderPage(url = '/organization/audit') {
  return renderScreen(
    <SignedIn>
      <AuditPage />
    </SignedIn>,
    { path: '/organization/audit', url },
  );
}

describe('the audit trail page', () => {
  it('lists the changes newest first with who, when and each field before and after', async () => {
    stubApi(aUser(), {
      'GET /organization/audit': () => json(200, page(entries)),
      'GET /users': () => json(200, people),
    });
    renderPage();
    const cards = await screen.findAllByTestId('audit-entry', {}, WAIT);
    expect(cards).toHaveLength(3);
    const first = within(cards[0]!);
    expect(first.getByText('User updated')).toBeInTheDocument();
    expect(first.getByText('Grace Brewster')).toBeInTheDocument();
    expect(first.getByText('Ada Lovelace')).toBeInTheDocument();
    expect(first.getByText('Last name')).toBeInTheDocument();
    expect(first.getByText('Hopper')).toHaveClass('line-through');
    expect(first.getByText('Brewster')).toBeInTheDocument();
    expect(first.getByText('Engineering')).toBeInTheDocument();
    expect(first.getAllByLabelText('changed to')).toHaveLength(2);

    const second = within(cards[1]!);
    expect(second.getByText('Slack webhook URL')).toBeInTheDocument();
    expect(second.getByText('hidden')).toBeInTheDocument();
    expect(second.getByText('Monday, Friday')).toBeInTheDocument();
    // A created record shows what it holds, without an arrow.
    expect(within(cards[2]!).queryByLabelText('changed to')).not.toBeInTheDocument();
    expect(screen.getByText('3 changes, newest first')).toBeInTheDocument();
  });

  it('asks the server with the filters and the page, and Clear forgets them', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(aUser(), {
      'GET /organization/audit': (_body, url) =>
        json(
          200,
          page(
            url.searchParams.get('kind') ? [entries[2]!] : entries,
            3,
            Number(url.searchParams.get('pageNumber')),
          ),
        ),
      'GET /users': () => json(200, people),
    });
    renderPage();
    await screen.findAllByTestId('audit-entry', {}, WAIT);
    await user.click(screen.getByRole('combobox', { name: 'What' }));
    await user.click(await screen.findByRole('option', { name: 'Team created' }));
    await user.click(screen.getByRole('combobox', { name: 'Person' }));
    await user.click(await screen.findByRole('option', { name: 'Grace Brewster' }));
    const pick = async (label: string, year: string, month: string, day: RegExp) => {
      await user.click(screen.getByLabelText(label));
      await user.selectOptions(await screen.findByRole('combobox', { name: 'Choose the Year' }), year);
      await user.selectOptions(screen.getByRole('combobox', { name: 'Choose the Month' }), month);
      await user.click(await screen.findByRole('button', { name: day }));
    };
    await pick('From', '2027', '1', /^1 February 2027,/);
    await pick('To', '2027', '2', /^31 March 2027,/);
    await user.click(await screen.findByRole('button', { name: '2' }, WAIT));

    const urls = callsTo(fetch, 'GET', '/organization/audit').map(
      ([input]) => new URL(input, 'http://localhost'),
    );
    const last = urls.at(-1)!.searchParams;
    expect(Object.fromEntries(last)).toEqual({
      pageSize: '20',
      pageNumber: '1',
      kind: 'TEAM_CREATED',
      actorId: '5',
      from: '2027-02-01',
      to: '2027-03-31',
    });

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    // Back to the first page of everything (answered from the cache of the first visit).
    await vi.waitFor(() => expect(screen.getAllByTestId('audit-entry')).toHaveLength(3));
    expect(screen.getByLabelText('From')).toHaveTextContent('Any day');
    expect(screen.getByRole('combobox', { name: 'What' })).toHaveTextContent('Every change');
    expect(screen.getByRole('button', { name: '1' })).toHaveAttribute('aria-current', 'page');
  });

  it('says when nothing was recorded, or nothing matches, and offers to try again after a failure', async () => {
    let answer = () => json(200, page([]));
    stubApi(aUser(), { 'GET /organization/audit': () => answer(), 'GET /users': () => json(200, people) });
    const view = renderPage();
    expect(await screen.findByText('No changes recorded yet.', {}, WAIT)).toBeInTheDocument();
    view.unmount();

    renderPage('/organization/audit?kind=TEAM_DELETED');
    expect(await screen.findByText('No changes match these filters.', {}, WAIT)).toBeInTheDocument();

    answer = () =>
      json(503, {
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'DATABASE_UNAVAILABLE',
        message: 'Down.',
      });
    renderPage('/organization/audit?kind=USER_CREATED');
    expect(await screen.findByText('The audit trail could not be loaded.', {}, WAIT)).toBeInTheDocument();
    answer = () => json(200, page(entries));
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByTestId('audit-entry', {}, WAIT)).toHaveLength(3);
  });

  it('is only for organization admins: a team admin is told so and nothing is asked', async () => {
    const fetch = stubApi(aUser({ role: 'TEAM_ADMIN' }));
    renderPage();
    expect(await screen.findByText('You do not have access to this page.', {}, WAIT)).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/organization/audit')).toHaveLength(0);
  });

  it('puts a long value (a template) in a box keyboards can scroll, named by its field and side', async () => {
    const lines = (word: string) => Array.from({ length: 30 }, (_, i) => `${word} line ${i + 1}`).join('\n');
    stubApi(aUser(), {
      'GET /organization/audit': () =>
        json(
          200,
          page([
            {
              id: 9,
              kind: 'TRIGGER_UPDATED',
              actor: { id: 1, name: 'Ada Lovelace' },
              target: { type: 'TRIGGER', id: 4, label: 'Leave accepted' },
              changes: [{ field: 'template', before: lines('Old'), after: lines('New') }],
              createdAt: '2027-03-02T09:30:00.000Z',
            },
          ]),
        ),
      'GET /users': () => json(200, people),
    });
    renderPage();
    const entry = await screen.findByTestId('audit-entry', {}, WAIT);
    expect(entry).toHaveTextContent('Template changed');
    await userEvent.click(within(entry).getByText('Details'));
    const before = await screen.findByRole('region', { name: 'Template, before' }, WAIT);
    const after = screen.getByRole('region', { name: 'Template, after' });
    for (const region of [before, after]) expect(region).toHaveAttribute('tabindex', '0');
    expect(before).toHaveTextContent('Old line 30');
    expect(after).toHaveTextContent('New line 30');
  });

  it('says each change in one line with only the changed fields, a new record’s fields under Details, dates as D MMM YYYY', async () => {
    stubApi(aUser(), {
      'GET /organization/audit': () =>
        json(
          200,
          page([
            {
              id: 12,
              kind: 'POLICY_UPDATED',
              actor: { id: 1, name: 'Ada Lovelace' },
              target: { type: 'POLICY', id: 20, label: 'Default' },
              changes: [
                {
                  field: 'activatedTypes',
                  item: 'Sick leave',
                  before: { amount: 10 },
                  after: { amount: 12 },
                },
                {
                  field: 'activatedTypes',
                  item: 'Training',
                  before: null,
                  after: { amount: 3, cycle: 'PER_YEAR', requiresApproval: true },
                },
              ],
              createdAt: '2027-03-02T09:30:00.000Z',
            },
            {
              id: 11,
              kind: 'USER_CREATED',
              actor: { id: 1, name: 'Ada Lovelace' },
              target: { type: 'USER', id: 6, label: 'Ben Smith' },
              changes: [
                { field: 'firstName', before: null, after: 'Ben' },
                { field: 'lastName', before: null, after: 'Smith' },
                { field: 'email', before: null, after: 'ben@example.com' },
                { field: 'role', before: null, after: 'EMPLOYEE' },
                { field: 'status', before: null, after: 'PENDING' },
                { field: 'country', before: null, after: 'GB' },
                { field: 'timezone', before: null, after: 'Europe/London' },
                { field: 'team', before: null, after: { id: 11, name: 'Sales' } },
                { field: 'leavePolicy', before: null, after: { id: 20, name: 'Default' } },
                { field: 'joinedAt', before: null, after: '2027-03-01' },
              ],
              createdAt: '2027-03-01T09:30:00.000Z',
            },
            {
              id: 10,
              kind: 'LEAVE_REVIEWED',
              actor: { id: 1, name: 'Ada Lovelace' },
              target: { type: 'LEAVE', id: 3, label: 'Grace Brewster: Vacation 2027-03-01 – 2027-03-05' },
              changes: [
                { field: 'status', before: 'PENDING', after: 'REJECTED' },
                { field: 'reviewReason', before: null, after: 'Short that week.' },
              ],
              createdAt: '2027-02-28T09:30:00.000Z',
            },
          ]),
        ),
      'GET /users': () => json(200, people),
    });
    renderPage();
    const [policy, user, review] = await screen.findAllByTestId('audit-entry', {}, WAIT);
    // A value set where there was none reads alone; dates in a label as everywhere.
    expect(review).toHaveTextContent(
      /^Leave reviewedGrace Brewster: Vacation 1 Mar 2027 – 5 Mar 2027·StatusPENDINGREJECTED·Reviewer's reasonShort that week\.by Ada Lovelace28 Feb 2027 \d{2}:\d{2}$/,
    );
    expect(within(review!).getAllByLabelText('changed to')).toHaveLength(1);
    // The policy's change: the one amount that moved and the type added, nothing of the rest.
    expect(policy).toHaveTextContent(
      /^Policy updatedDefault·Sick leave:Amount1012·Training added: Amount 3 · Cycle Per Year · Requires approval Yesby Ada Lovelace2 Mar 2027 \d{2}:\d{2}$/,
    );
    expect(within(policy!).getAllByLabelText('changed to')).toHaveLength(1);
    expect(within(policy!).getByText('10')).toHaveClass('line-through');
    expect(within(policy!).queryByText('Details')).not.toBeInTheDocument();
    // The new person: one line; what the record holds only under Details, its date as everywhere.
    expect(user).toHaveTextContent(/^User createdBen Smithby Ada Lovelace1 Mar 2027 \d{2}:\d{2}Details/);
    expect(within(user!).getByText('ben@example.com')).not.toBeVisible();
    await userEvent.click(within(user!).getByText('Details'));
    expect(within(user!).getByText('ben@example.com')).toBeVisible();
    expect(within(user!).getByText('1 Mar 2027')).toBeVisible();
    expect(user).not.toHaveTextContent('2027-03-01');
  });
});
