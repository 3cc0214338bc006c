import { NOTIFICATION_TEXT } from '@leavedesk/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as TriggersPage } from './triggers-page';
import { aTrigger } from './triggers-test-api';

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

function renderList() {
  return renderScreen(
    <SignedIn>
      <TriggersPage />
    </SignedIn>,
    { path: '/notifications/triggers' },
  );
}

const welcome = aTrigger({
  id: 2,
  name: 'Welcome',
  title: 'Welcome to {{organization.name}}',
  sampleTitle: 'Welcome to Acme',
  eventType: 'USER_CREATED',
  receptors: 'USER',
  channels: ['EMAIL', 'SLACK'],
  status: 'DISABLED',
});
const archived = aTrigger({ id: 3, name: 'Old digest', status: 'ARCHIVED' });

describe('the notification triggers list', () => {
  it('shows the columns of the spec, green ENABLED and yellow DISABLED, and archived rows faded without edit', async () => {
    stubApi(aUser(), { 'GET /v1/notifications/triggers': () => json(200, [aTrigger(), welcome, archived]) });
    renderList();
    expect(await screen.findByRole('heading', { name: NOTIFICATION_TEXT.triggersTitle })).toBeInTheDocument();
    const rows = await screen.findAllByTestId('trigger-row');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Event Type', 'Title', 'Name', 'Receptors', 'Channels', 'Status', 'Actions']);

    expect(rows).toHaveLength(3);
    const [enabled, disabled, old] = rows;
    expect(within(enabled).getByRole('cell', { name: 'A leave is requested' })).toBeInTheDocument();
    expect(within(enabled).getByText('New leave request from Jane Doe')).toBeInTheDocument();
    expect(within(enabled).getByText("The request's reviewers")).toBeInTheDocument();
    expect(within(disabled).getByRole('cell', { name: 'A person is added' })).toBeInTheDocument();
    expect(within(disabled).getByText('Welcome to Acme')).toBeInTheDocument();
    expect(within(disabled).getByText('The person it is about')).toBeInTheDocument();
    expect(within(enabled).getByText('ENABLED')).toHaveClass('bg-success-soft');
    expect(within(disabled).getByText('DISABLED')).toHaveClass('bg-warning-soft');
    expect(within(disabled).getByText('Email')).toBeInTheDocument();
    expect(within(disabled).getByText('Slack')).toBeInTheDocument();

    expect(within(enabled).getByRole('link', { name: 'Edit Leave request to reviewers' })).toHaveAttribute(
      'href',
      '/notifications/triggers/1',
    );
    expect(old).toHaveClass('text-muted-foreground');
    expect(enabled).not.toHaveClass('text-muted-foreground');
    expect(within(old).queryByRole('link', { name: /Edit/ })).not.toBeInTheDocument();
    expect(within(old).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: NOTIFICATION_TEXT.createTrigger })).toHaveAttribute(
      'href',
      '/notifications/triggers/create',
    );
  });

  it('speaks words, not the API: events and receptors named, titles rendered with sample data', async () => {
    const decision = aTrigger({
      id: 4,
      name: 'Decision',
      eventType: 'LEAVE_STATUS_UPDATED',
      receptors: 'ALL_TEAM_MEMBERS',
      title: 'Your request was {{#if (eq leave.status "ACCEPTED")}}accepted{{else}}rejected{{/if}}',
      sampleTitle: 'Your request was accepted',
    });
    const broken = aTrigger({ id: 5, name: 'Broken', title: '{{#if}}x{{/if}}', sampleTitle: null });
    stubApi(aUser(), { 'GET /v1/notifications/triggers': () => json(200, [decision, broken]) });
    renderList();
    const [row, brokenRow] = await screen.findAllByTestId('trigger-row');
    expect(
      within(row).getByRole('cell', { name: 'A leave is accepted, rejected or cancelled' }),
    ).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Your request was accepted' })).toBeInTheDocument();
    expect(within(row).getByRole('cell', { name: 'Everyone in their team' })).toBeInTheDocument();
    expect(within(brokenRow).getByText("Cannot be shown: fix it on the trigger's form")).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(table.textContent).not.toMatch(/\{\{|_/);
    expect(screen.getByText(/Titles are shown with sample data/)).toBeInTheDocument();
  });

  it("shows a trigger's delivery failures with the last error", async () => {
    stubApi(aUser(), {
      'GET /v1/notifications/triggers': () =>
        json(200, [aTrigger({ failedCount: 3, lastError: 'SMTP server refused the connection.' }), welcome]),
    });
    renderList();
    const failures = await screen.findAllByTestId('trigger-failures');
    expect(failures).toHaveLength(1);
    expect(failures[0]).toHaveTextContent('3 deliveries failed: SMTP server refused the connection.');
  });

  it("says 'No notification trigger found.' when there is none", async () => {
    stubApi(aUser(), { 'GET /v1/notifications/triggers': () => json(200, []) });
    renderList();
    expect(await screen.findByText(NOTIFICATION_TEXT.triggersEmpty)).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it("removes a trigger after the question, with the spec's toast, and reloads the list", async () => {
    let list = [aTrigger(), welcome];
    const fetch = stubApi(aUser(), {
      'GET /v1/notifications/triggers': () => json(200, list),
      'DELETE /v1/notifications/triggers/2': () => {
        list = list.filter((t) => t.id !== 2);
        return json(204);
      },
    });
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Welcome' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Are you sure you want to remove Welcome?')).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/v1/notifications/triggers/2')).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Welcome' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText('Leave type removed successfully!')).toBeInTheDocument();
    expect(callsTo(fetch, 'DELETE', '/v1/notifications/triggers/2')).toHaveLength(1);
    await vi.waitFor(() => expect(screen.getAllByTestId('trigger-row')).toHaveLength(1));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows an error banner above the list and a toast when the list fails to load', async () => {
    stubApi(aUser(), {
      'GET /v1/notifications/triggers': () =>
        json(500, {
          statusCode: 500,
          error: 'Internal Server Error',
          code: 'INTERNAL',
          message: 'Database down.',
        }),
    });
    renderList();
    const banner = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(banner).toHaveTextContent('The notification triggers could not be loaded.');
    expect(banner).toHaveTextContent('Database down.');
    const toast = (await screen.findByText('Error')).closest('li');
    expect(toast).toHaveClass('destructive');
    expect(toast).toHaveTextContent('Database down.');
    expect(screen.queryByText(NOTIFICATION_TEXT.triggersEmpty)).not.toBeInTheDocument();
  });

  it('is only for organization admins', async () => {
    const fetch = stubApi(aUser({ role: 'TEAM_ADMIN' }));
    renderList();
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/v1/notifications/triggers')).toHaveLength(0);
  });
});
