import { MSG, PERSON_NAME_MAX, TEXT } from '@leavedesk/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

// Typing into several fields of a big form is slow on a busy machine.
vi.setConfig({ testTimeout: 40_000 });

import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { expectHeadingsInOrder } from '@/test/headings';
import { renderScreen } from '@/test/render';
import { Component as CreateUserPage } from './user-create-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderScreen(
    <SignedIn>
      <CreateUserPage />
    </SignedIn>,
    { path: '/users/create' },
  );
}

describe('the Create Employee form', () => {
  it('shows the messages of part 2 §5 and sends nothing while the form is invalid', async () => {
    const fetch = stubApi(aUser());
    renderPage();
    await userEvent.type(await screen.findByLabelText('Phone (optional)'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Create Employee' }));

    expect(await screen.findByText(MSG.userFirstNameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.userLastNameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.userEmailInvalid)).toBeInTheDocument();
    expect(screen.getByText(MSG.userPasswordMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.phoneMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.teamRequired)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/users')).toHaveLength(0);
  });

  it('caps first and last names at PERSON_NAME_MAX (50) characters', async () => {
    stubApi(aUser());
    renderPage();
    await userEvent.click(await screen.findByLabelText('First Name'));
    await userEvent.paste('A'.repeat(PERSON_NAME_MAX + 1));
    await userEvent.click(screen.getByLabelText('Last Name'));
    await userEvent.paste('B'.repeat(PERSON_NAME_MAX + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Create Employee' }));
    expect(await screen.findByText(MSG.userFirstNameMax)).toBeInTheDocument();
    expect(screen.getByText(MSG.userLastNameMax)).toBeInTheDocument();
  });

  it("lets a team admin create in their own team: the team is locked, the default policy and today's date preselected", async () => {
    const me = aUser({
      id: 2,
      role: 'TEAM_ADMIN',
      timezone: 'Europe/Berlin',
      team: { id: 11, name: 'Sales' },
    });
    const fetch = stubApi(me, { 'POST /users': (body) => json(201, aUser({ id: 3, ...(body as object) })) });
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Team' })).toBeDisabled();
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Leave Policy' })).toHaveTextContent('Default'),
    );
    expect(screen.getByRole('combobox', { name: 'Team' })).toHaveTextContent('Sales');

    await userEvent.type(screen.getByLabelText('First Name'), 'Alan');
    await userEvent.type(screen.getByLabelText('Last Name'), 'Turing');
    await userEvent.type(screen.getByLabelText('Email'), 'Alan@Example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'enigma-1912');
    await userEvent.click(screen.getByRole('button', { name: 'Create Employee' }));

    expect(await screen.findByText(TEXT.employeeCreated)).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'POST', '/users');
    const body = JSON.parse(String(init?.body));
    const today = new Date();
    expect(body).toMatchObject({
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.com',
      password: 'enigma-1912',
      phone: null,
      country: 'GB',
      role: 'EMPLOYEE',
      teamId: 11,
      leavePolicyId: 20,
      timezone: 'Europe/Berlin',
    });
    expect(body.joinedAt).toBe(
      `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`,
    );
  });
});

describe('the Create Employee page', () => {
  it('has headings in order, the form sections under the page title', async () => {
    stubApi(aUser());
    renderPage();
    await screen.findByLabelText('First Name');
    expectHeadingsInOrder();
  });
});
