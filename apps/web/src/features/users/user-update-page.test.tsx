import { MSG, TEXT } from '@leavedesk/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { expectHeadingsInOrder } from '@/test/headings';
import { renderScreen } from '@/test/render';
import { Component as UpdateUserPage } from './user-update-page';

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

const employee = aUser({
  id: 7,
  firstName: 'Alan',
  lastName: 'Turing',
  email: 'alan@example.com',
  role: 'EMPLOYEE',
  phone: '+44 20 7946 0000',
});

function renderPage() {
  return renderScreen(
    <SignedIn>
      <UpdateUserPage />
    </SignedIn>,
    { path: '/users/:id/update', url: '/users/7/update' },
  );
}

describe('the Update User form', () => {
  it("says 'Loading...' until the user is there, then shows their values", async () => {
    let answer: (r: Response) => void = () => {};
    stubApi(aUser(), { 'GET /users/7': () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderPage();
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    answer(json(200, employee));
    expect(await screen.findByDisplayValue('Alan')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('alan@example.com');
    // The app's own date format, not the browser's.
    expect(screen.getByLabelText('Start Date')).toHaveTextContent('1 Mar 2024');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('asks for names and a valid e-mail, and sends nothing until they are given', async () => {
    const fetch = stubApi(aUser(), { 'GET /users/7': () => json(200, employee) });
    renderPage();
    await userEvent.clear(await screen.findByLabelText('First Name'));
    await userEvent.clear(screen.getByLabelText('Last Name'));
    await userEvent.clear(screen.getByLabelText('Email'));
    await userEvent.type(screen.getByLabelText('Email'), 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(MSG.updateFirstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.updateLastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.updateEmailInvalid)).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH', '/users/7')).toHaveLength(0);
  });

  it('changes the start date with the keyboard in the date picker and sends it as a calendar date', async () => {
    const fetch = stubApi(aUser(), {
      'GET /users/7': () => json(200, employee),
      'PATCH /users/7': (body) => json(200, { ...employee, ...(body as object) }),
    });
    renderPage();
    await userEvent.click(await screen.findByLabelText('Start Date'));
    // The picked day has the focus: one day on, then a week on, then Enter.
    expect(await screen.findByRole('button', { name: '1 March 2024, Friday, selected' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}{ArrowDown}{Enter}');
    expect(screen.getByLabelText('Start Date')).toHaveTextContent('9 Mar 2024');
    expect(screen.getByLabelText('Start Date')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(TEXT.employeeUpdated);
    const [[, init]] = callsTo(fetch, 'PATCH', '/users/7');
    expect(JSON.parse(String(init?.body))).toMatchObject({ joinedAt: '2024-03-09' });
  });

  it('asks for a team and a leave policy when the user has none', async () => {
    stubApi(aUser(), { 'GET /users/7': () => json(200, { ...employee, team: null, leavePolicy: null }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.updateTeamRequired)).toBeInTheDocument();
    expect(screen.getByText(MSG.updatePolicyRequired)).toBeInTheDocument();
  });

  it('sends an emptied phone as null, the status for an organization admin, then goes to /users', async () => {
    const fetch = stubApi(aUser(), {
      'GET /users/7': () => json(200, employee),
      'PATCH /users/7': (body) => json(200, { ...employee, ...(body as object) }),
    });
    renderPage();
    await userEvent.clear(await screen.findByLabelText('Phone (optional)'));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));

    expect(await screen.findByText(TEXT.employeeUpdated)).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'PATCH', '/users/7');
    expect(JSON.parse(String(init?.body))).toEqual({
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.com',
      phone: null,
      teamId: 10,
      leavePolicyId: 20,
      role: 'EMPLOYEE',
      joinedAt: '2024-03-01',
      status: 'ACTIVE',
    });
  });

  it('offers no status to a team admin and sends none', async () => {
    const me = aUser({ id: 2, role: 'TEAM_ADMIN' });
    const fetch = stubApi(me, {
      'GET /users/7': () => json(200, employee),
      'PATCH /users/7': (body) => json(200, { ...employee, ...(body as object) }),
    });
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Team' })).toBeDisabled();
    expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    await screen.findByText(TEXT.employeeUpdated);
    const [[, init]] = callsTo(fetch, 'PATCH', '/users/7');
    expect(JSON.parse(String(init?.body))).not.toHaveProperty('status');
  });

  it("shows 'Failed to fetch employee details.' when the user cannot be loaded", async () => {
    stubApi(aUser(), {
      'GET /users/7': () =>
        json(404, { statusCode: 404, error: 'Not Found', code: 'NOT_FOUND', message: 'User not found.' }),
    });
    renderPage();
    expect(await screen.findAllByText(TEXT.failedEmployeeDetails)).not.toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Update' })).not.toBeInTheDocument();
  });
});

describe('the Update User page', () => {
  it('has headings in order, the form sections under the page title', async () => {
    stubApi(aUser(), { 'GET /users/7': () => json(200, employee) });
    renderPage();
    await screen.findByDisplayValue('Alan');
    expectHeadingsInOrder();
  });
});
