import { APPROVAL_SETTINGS_MSG, MSG, NOTIFICATION_TEXT, TEXT } from '@leavedesk/contracts';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { aUser, callsTo, json, organization, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as OrganizationPage } from './organization-page';

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  act(() => dismissToast());
});

function renderPage() {
  return renderScreen(
    <SignedIn>
      <OrganizationPage />
    </SignedIn>,
    { path: '/organization' },
  );
}

describe('the organization settings', () => {
  it('shows the rules of part 2 §5 and sends nothing', async () => {
    const fetch = stubApi(aUser());
    renderPage();
    await userEvent.clear(await screen.findByLabelText('Name'));
    await userEvent.type(screen.getByLabelText('Name'), 'A');
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await userEvent.click(screen.getByLabelText(day));
    }
    await userEvent.type(screen.getByLabelText('Slack Webhook URL'), 'http://hooks.example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(MSG.orgNameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.workingDaysRequired)).toBeInTheDocument();
    expect(screen.getByText('Slack webhook URL must be an https URL')).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/organizations/default')).toHaveLength(0);
  });

  it('saves the settings with the Slack webhook in metadata, and Reset brings the stored values back', async () => {
    const fetch = stubApi(aUser(), {
      'GET /organizations/default': () => json(200, { ...organization, metadata: { other: 1 } }),
      'PUT /organizations/default': (body) => json(200, { id: 1, ...(body as object) }),
    });
    renderPage();
    await userEvent.click(await screen.findByLabelText('Saturday'));
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Saturday')).not.toBeChecked();

    await userEvent.click(screen.getByLabelText('Saturday'));
    await userEvent.type(
      screen.getByLabelText('Slack Webhook URL'),
      'https://hooks.slack.com/services/T/B/x',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TEXT.organizationUpdated)).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'PUT', '/organizations/default');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Analytical Engines',
      country: 'GB',
      timezone: 'Europe/London',
      weekFirstDay: 'MONDAY',
      workingDays: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'],
      metadata: {
        other: 1,
        slackWebhookUrl: 'https://hooks.slack.com/services/T/B/x',
        organizationFeedForEveryone: false,
        reminderAfterWorkingDays: 2,
        escalateAfterWorkingDays: 5,
        rejectionReasonRequired: false,
      },
    });
  });

  it('lets everyone subscribe to the whole organization’s calendar when the box is ticked, and links the audit trail', async () => {
    const fetch = stubApi(aUser(), {
      'PUT /organizations/default': (body) => json(200, { ...organization, ...(body as object) }),
    });
    renderPage();
    const box = await screen.findByRole('checkbox', {
      name: "Everyone may subscribe to the whole organization's calendar",
    });
    expect(box).not.toBeChecked();
    await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TEXT.organizationUpdated)).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'PUT', '/organizations/default');
    expect(JSON.parse(String(init?.body)).metadata).toMatchObject({
      slackWebhookUrl: '',
      organizationFeedForEveryone: true,
    });
    expect(screen.getByRole('link', { name: 'Audit trail' })).toHaveAttribute('href', '/organization/audit');
  });

  it('edits the approval settings: reminder days, when admins are told, reasons for rejections', async () => {
    const fetch = stubApi(aUser(), {
      'GET /organizations/default': () =>
        json(200, {
          ...organization,
          metadata: { reminderAfterWorkingDays: 3, rejectionReasonRequired: true },
        }),
      'PUT /organizations/default': (body) => json(200, { ...organization, ...(body as object) }),
    });
    renderPage();
    const remind = await screen.findByLabelText('Remind approvers after (working days)');
    const escalate = screen.getByLabelText('Also tell organization admins after (working days)');
    const reasons = screen.getByRole('checkbox', { name: 'Reasons are required to reject a request' });
    // Stored values, and the default for what is not stored.
    expect(remind).toHaveValue(3);
    expect(escalate).toHaveValue(5);
    expect(reasons).toBeChecked();

    await userEvent.clear(remind);
    await userEvent.type(remind, '31');
    await userEvent.clear(escalate);
    await userEvent.type(escalate, '2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(APPROVAL_SETTINGS_MSG.reminderAfter)).toBeInTheDocument();
    await userEvent.clear(remind);
    await userEvent.type(remind, '4');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(APPROVAL_SETTINGS_MSG.escalateBeforeReminder)).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/organizations/default')).toHaveLength(0);

    await userEvent.clear(escalate);
    await userEvent.type(escalate, '0');
    await userEvent.click(reasons);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(TEXT.organizationUpdated)).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'PUT', '/organizations/default');
    expect(JSON.parse(String(init?.body)).metadata).toMatchObject({
      reminderAfterWorkingDays: 4,
      escalateAfterWorkingDays: 0,
      rejectionReasonRequired: false,
    });
  });

  it('is only for organization admins', async () => {
    const fetch = stubApi(aUser({ role: 'EMPLOYEE' }));
    renderPage();
    expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Name')).not.toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/organizations/default')).toHaveLength(0);
  });

  it('sends a Slack test message to the URL in the field, saved or not, and says what happened', async () => {
    const sent: unknown[] = [];
    const fetch = stubApi(aUser(), {
      'POST /v1/notifications/slack/test': (body) => {
        sent.push(body);
        return sent.length === 1
          ? json(204)
          : json(502, {
              statusCode: 502,
              error: 'Bad Gateway',
              code: 'UPSTREAM_FAILED',
              message: 'Slack refused the message (404 no_service).',
            });
      },
    });
    renderPage();
    const send = await screen.findByRole('button', { name: 'Send test message' });
    expect(send).toBeDisabled();

    await userEvent.type(
      screen.getByLabelText('Slack Webhook URL'),
      ' https://hooks.slack.com/services/T/B/x ',
    );
    await userEvent.click(send);
    expect(await screen.findByText(NOTIFICATION_TEXT.slackTestSent)).toBeInTheDocument();
    expect(sent).toEqual([{ url: 'https://hooks.slack.com/services/T/B/x' }]);

    await userEvent.click(send);
    expect(await screen.findByText('Slack refused the message (404 no_service).')).toBeInTheDocument();
    expect(screen.getByText('Error').closest('li')).toHaveClass('destructive');
    expect(sent).toHaveLength(2);
    // Testing saves nothing.
    expect(callsTo(fetch, 'PUT', '/organizations/default')).toHaveLength(0);
  });
});
