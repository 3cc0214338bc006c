import { NOTIFICATION_MSG, NOTIFICATION_TEXT } from '@leavedesk/contracts';
import { act, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '@/components/ui/use-toast';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as TriggerFormPage } from './trigger-form-page';
import { aTrigger, EVENT_SCHEMAS, validationFailed } from './triggers-test-api';

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  act(() => dismissToast());
});

const events = { 'GET /v1/notifications/events': () => json(200, EVENT_SCHEMAS) };
const preview = {
  'POST /v1/notifications/triggers/preview': () =>
    json(200, { title: null, textContent: null, htmlContent: null, errors: [] }),
};

/** The server saves the body it is sent, as trigger 9. */
const created = {
  'POST /v1/notifications/triggers': (body: unknown) => json(201, aTrigger({ id: 9, ...(body as object) })),
};

function renderForm(url = '/notifications/triggers/create') {
  return renderScreen(
    <SignedIn>
      <TriggerFormPage />
    </SignedIn>,
    { path: url.endsWith('create') ? '/notifications/triggers/create' : '/notifications/triggers/:id', url },
  );
}

async function choose(user: UserEvent, combobox: string, option: string) {
  await user.click(screen.getByRole('combobox', { name: combobox }));
  await user.click(await screen.findByRole('option', { name: option }));
}

/** Fills a valid LEAVE_CREATED trigger for organization admins by e-mail; `html` unless null. */
async function fillValid(user: UserEvent, html: string | null = '<p>Hello</p>') {
  await user.type(await screen.findByLabelText('Name'), 'Admins hear of requests');
  await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Event Type' })).toBeEnabled());
  await choose(user, 'Event Type', 'A leave is requested');
  await user.type(screen.getByLabelText('Title'), 'Request');
  await user.type(screen.getByRole('textbox', { name: 'Text Template' }), 'Hello');
  if (html !== null) {
    await user.click(screen.getByRole('tab', { name: 'HTML Template' }));
    await user.type(screen.getByRole('textbox', { name: 'HTML Template' }), html);
  }
  await choose(user, 'Receptor', 'All organization admins');
  await user.click(screen.getByRole('button', { name: 'Email' }));
}

describe('the trigger form', () => {
  it('shows the validation messages of part 2 §5 and sends nothing', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(aUser(), { ...events, ...preview });
    renderForm();
    await screen.findByRole('heading', { name: 'Basic Information' });
    await user.click(screen.getByRole('button', { name: 'Create Trigger' }));
    for (const message of [
      NOTIFICATION_MSG.nameRequired,
      NOTIFICATION_MSG.titleRequired,
      'Event type is required',
      'Receptor is required',
      'Select at least one channel',
      NOTIFICATION_MSG.textTemplateRequired,
    ])
      expect(await screen.findByText(message)).toBeInTheDocument();
    // The HTML template is optional: its tab shows no error.
    expect(screen.queryByText('HTML template is required')).not.toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'HTML Template' })).not.toHaveClass('text-destructive');
    expect(callsTo(fetch, 'POST', '/v1/notifications/triggers')).toHaveLength(0);
  });

  it('asks for the event first, naming events in words, then the title that may use its variables', async () => {
    const user = userEvent.setup();
    stubApi(aUser(), { ...events, ...preview });
    renderForm();
    const event = await screen.findByRole('combobox', { name: 'Event Type' });
    const title = screen.getByLabelText('Title');
    // The event comes before the title in the page (and so in the order of the Tab key).
    expect(event.compareDocumentPosition(title) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(title).toHaveAccessibleDescription(
      'Choose the event type first: it gives the variables the title may use.',
    );
    await vi.waitFor(() => expect(event).toBeEnabled());
    await user.click(event);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'An organization signs up',
      'A person is added',
      'A leave is requested',
      'A leave is accepted, rejected or cancelled',
      'A team is created',
      'Another trigger sends notifications',
      'A leave request is still waiting for a decision',
      'Someone is named to cover during a leave',
    ]);
    await user.click(screen.getByRole('option', { name: 'A leave is requested' }));
    expect(event).toHaveTextContent('A leave is requested');
    expect(title).toHaveAccessibleDescription(
      'A template too: variables such as {{user.fullName}} work here.',
    );
  });

  it('saves a trigger with no HTML template, which the HTML tab says is optional', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(aUser(), { ...events, ...preview, ...created });
    renderForm();
    await fillValid(user, null);
    await user.click(screen.getByRole('tab', { name: 'HTML Template' }));
    expect(screen.getByRole('textbox', { name: 'HTML Template' })).toHaveAccessibleDescription(
      "Optional: left empty, the e-mail's HTML is made from the text template, its line breaks kept.",
    );
    await user.click(screen.getByRole('button', { name: 'Create Trigger' }));

    expect(await screen.findByText(NOTIFICATION_TEXT.triggerSaved)).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'POST', '/v1/notifications/triggers');
    expect(JSON.parse(String(init?.body))).toMatchObject({
      eventType: 'LEAVE_CREATED',
      textTemplate: 'Hello',
      htmlTemplate: '',
    });
  });

  it('keeps receptors disabled until an event type is chosen, then offers only those the event allows', async () => {
    const user = userEvent.setup();
    stubApi(aUser(), { ...events, ...preview });
    renderForm();
    const receptor = await screen.findByRole('combobox', { name: 'Receptor' });
    expect(receptor).toBeDisabled();
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Event Type' })).toBeEnabled());

    await choose(user, 'Event Type', 'A leave is requested');
    expect(receptor).toBeEnabled();
    await user.click(receptor);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'The person it is about',
      "Their team's admins",
      'All organization admins',
      'Everyone in their team',
      "The request's reviewers",
    ]);
    await user.click(screen.getByRole('option', { name: "The request's reviewers" }));

    // Reviewers mean nothing for a team's creation: the choice is cleared.
    await choose(user, 'Event Type', 'A team is created');
    expect(receptor).toHaveTextContent('Select who receives it');
    await user.click(receptor);
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'The person it is about',
      'All organization admins',
    ]);
  });

  it('lists the variables grouped by top-level field, copies them all, and inserts one at the cursor', async () => {
    const user = userEvent.setup();
    stubApi(aUser(), { ...events, ...preview });
    renderForm();
    expect(await screen.findByText(NOTIFICATION_TEXT.selectEventForVariables)).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Event Type' })).toBeEnabled());
    await choose(user, 'Event Type', 'A leave is requested');

    const list = screen.getByTestId('variable-list');
    const groups = within(list)
      .getAllByRole('heading', { level: 4 })
      .map((h) => h.textContent);
    expect(groups).toEqual(['organization', 'user', 'leave', 'link', 'decide']);
    expect(within(list).getByRole('button', { name: 'Insert {{leave.type.name}}' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Insert {{user.team.name}}' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByText(NOTIFICATION_TEXT.copiedTitle)).toBeInTheDocument();
    expect(screen.getByText(NOTIFICATION_TEXT.copiedDescription)).toBeInTheDocument();
    const copied = (await navigator.clipboard.readText()).split('\n');
    expect(copied).toContain('{{user.firstName}}');
    expect(copied).toContain('{{leave.type.symbol}}');
    expect(copied).toContain('{{link}}');

    const title = screen.getByLabelText('Title');
    await user.type(title, 'New request from ');
    await user.click(within(list).getByRole('button', { name: 'Insert {{user.firstName}}' }));
    expect(title).toHaveValue('New request from {{user.firstName}}');
    await user.type(title, '!');
    expect(title).toHaveValue('New request from {{user.firstName}}!');
  });

  it("shows the server's template error on its field and opens the tab that has it", async () => {
    const user = userEvent.setup();
    const message =
      'HTML template uses the variable "leave.nope", which the event LEAVE_CREATED does not have.';
    stubApi(aUser(), {
      ...events,
      ...preview,
      'POST /v1/notifications/triggers': () =>
        json(400, validationFailed([{ field: 'htmlTemplate', message }])),
    });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('tab', { name: 'Text Template' }));
    await user.click(screen.getByRole('button', { name: 'Create Trigger' }));

    const error = await screen.findByText(message, { selector: '#htmlTemplate-error' });
    expect(screen.getByRole('textbox', { name: 'HTML Template' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'HTML Template' })).toHaveAttribute(
      'aria-describedby',
      error.id,
    );
    expect(screen.getByRole('tab', { name: /HTML Template/ })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('textbox', { name: 'Text Template' })).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByTestId('elsewhere')).not.toBeInTheDocument();
  });

  it('creates a trigger with the body of the spec, says so and goes back to the list', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(aUser(), { ...events, ...preview, ...created });
    renderForm();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Slack' }));
    await user.click(screen.getByRole('button', { name: 'Create Trigger' }));

    expect(await screen.findByText(NOTIFICATION_TEXT.triggerSaved)).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'POST', '/v1/notifications/triggers');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Admins hear of requests',
      title: 'Request',
      eventType: 'LEAVE_CREATED',
      receptors: 'ORGANIZATION_ADMIN',
      channels: ['EMAIL', 'SLACK'],
      textTemplate: 'Hello',
      htmlTemplate: '<p>Hello</p>',
    });
  });

  it("updates a prefilled trigger with its status, shows 'Processing...' while saving, and says it was saved", async () => {
    const user = userEvent.setup();
    let answer: (r: Response) => void = () => undefined;
    const fetch = stubApi(aUser(), {
      ...events,
      ...preview,
      'GET /v1/notifications/triggers/4': () => json(200, aTrigger({ id: 4, channels: ['SLACK'] })),
      'PUT /v1/notifications/triggers/4': () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderForm('/notifications/triggers/4');
    expect(await screen.findByLabelText('Name')).toHaveValue('Leave request to reviewers');
    await vi.waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Event Type' })).toHaveTextContent('A leave is requested'),
    );
    expect(screen.getByRole('combobox', { name: 'Receptor' })).toHaveTextContent("The request's reviewers");
    expect(screen.getByRole('button', { name: 'Slack' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Email' })).toHaveAttribute('aria-pressed', 'false');

    await user.clear(screen.getByLabelText('Name'));
    await user.type(screen.getByLabelText('Name'), 'Reviewers hear of requests');
    await choose(user, 'Status', 'Disabled');
    await user.click(screen.getByRole('button', { name: 'Update Trigger' }));

    const saving = await screen.findByRole('button', { name: 'Processing...' });
    expect(saving).toBeDisabled();
    const [[, init]] = callsTo(fetch, 'PUT', '/v1/notifications/triggers/4');
    expect(JSON.parse(String(init?.body))).toEqual({
      name: 'Reviewers hear of requests',
      title: 'New leave request from {{user.fullName}}',
      eventType: 'LEAVE_CREATED',
      receptors: 'REVIEWERS',
      channels: ['SLACK'],
      textTemplate: '{{user.fullName}} asked for {{leave.type.name}}.',
      htmlTemplate: '<p>{{user.fullName}} asked for {{leave.type.name}}.</p>',
      status: 'DISABLED',
    });
    answer(json(200, aTrigger({ id: 4, name: 'Reviewers hear of requests', status: 'DISABLED' })));
    expect(await screen.findByText(NOTIFICATION_TEXT.triggerSaved)).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
  });

  it("says 'Failed to fetch event schemas' when the events cannot be loaded", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    stubApi(aUser(), {
      ...preview,
      'GET /v1/notifications/events': () =>
        json(500, { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'Down.' }),
    });
    renderForm();
    const toast = (await screen.findByText('Error', {}, { timeout: 10_000 })).closest('li');
    expect(toast).toHaveClass('destructive');
    expect(toast).toHaveTextContent(NOTIFICATION_TEXT.failedEventSchemas);
    expect(warn).toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Event Type' })).toBeDisabled();
  });

  it('previews the templates rendered by the server, the HTML in a sandboxed frame', async () => {
    const user = userEvent.setup();
    const fetch = stubApi(aUser(), {
      ...events,
      'POST /v1/notifications/triggers/preview': (body) => {
        const { title } = body as { title: string };
        return json(200, {
          title: title.replace('{{user.firstName}}', 'Jane'),
          textContent: 'Text for Jane',
          htmlContent: '<p>Hello <strong>Jane</strong></p><script>parent.alert(1)</script>',
          errors: [],
        });
      },
    });
    renderForm();
    await vi.waitFor(() => expect(screen.getByRole('combobox', { name: 'Event Type' })).toBeEnabled());
    await choose(user, 'Event Type', 'A leave is requested');
    await user.type(screen.getByLabelText('Title'), 'Hi {{{{user.firstName}}');

    const panel = screen.getByTestId('trigger-preview');
    await vi.waitFor(() => expect(within(panel).getByTestId('preview-title')).toHaveTextContent('Hi Jane'));
    expect(within(panel).getByTestId('preview-text')).toHaveTextContent('Text for Jane');
    const last = callsTo(fetch, 'POST', '/v1/notifications/triggers/preview').at(-1);
    expect(JSON.parse(String(last?.[1]?.body))).toEqual({
      eventType: 'LEAVE_CREATED',
      title: 'Hi {{user.firstName}}',
      textTemplate: '',
      htmlTemplate: '',
    });

    await user.click(screen.getByRole('tab', { name: 'HTML Template' }));
    const frame = within(panel).getByTitle('HTML preview');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame.getAttribute('srcdoc')).toContain('<p>Hello <strong>Jane</strong></p>');
    // Never injected into the page itself.
    expect(document.querySelector('strong')).toBeNull();
  });
});
