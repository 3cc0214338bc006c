import { TEXT, type User } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi, teams } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as TeamsPage } from './teams-page';

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

const people: User[] = [
  aUser({ id: 7, firstName: 'Ana', lastName: 'Lima', email: 'ana@example.com', role: 'EMPLOYEE' }),
  aUser({ id: 8, firstName: 'Omar', lastName: 'Kowalski', email: 'omar@example.com', role: 'EMPLOYEE' }),
];
const usersPage = () => json(200, { contents: people, pageNumber: 0, pageSize: 100, total: people.length });

function bodyOf(call: unknown[] | undefined): unknown {
  return JSON.parse(String((call?.[1] as RequestInit | undefined)?.body));
}

async function openUpdate(name: string) {
  await userEvent.click(await screen.findByRole('button', { name: `Update ${name}` }));
  return screen.findByRole('dialog', { name: 'Update Team' });
}

async function choose(dialog: HTMLElement, step: number, label: string) {
  await userEvent.click(within(dialog).getByRole('combobox', { name: `Step ${step}` }));
  await userEvent.click(await screen.findByRole('option', { name: label }));
}

function renderTeams() {
  return renderScreen(
    <SignedIn>
      <TeamsPage />
    </SignedIn>,
    { path: '/teams' },
  );
}

describe('the team dialog: approval steps', () => {
  it('reads the default back, and a team left at it sends no approvalSteps', async () => {
    const fetch = stubApi(aUser(), {
      'GET /users': usersPage,
      'PUT /teams/11': (body) => json(200, { id: 11, ...(body as object) }),
    });
    renderTeams();
    const dialog = await openUpdate('Sales');
    expect(within(dialog).getByRole('combobox', { name: 'Step 1' })).toHaveTextContent(
      'Team admins and organization admins',
    );
    expect(
      within(dialog).getByText('Team admins and organization admins', { selector: 'p' }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await screen.findByText(TEXT.teamUpdated);
    expect(bodyOf(callsTo(fetch, 'PUT', '/teams/11')[0])).toEqual({ name: 'Sales', metadata: {} });
  });

  it('adds a step of named people, reads it back and sends it', async () => {
    const fetch = stubApi(aUser(), {
      'GET /users': usersPage,
      'PUT /teams/11': (body) => json(200, { id: 11, ...(body as object) }),
    });
    renderTeams();
    const dialog = await openUpdate('Sales');
    await choose(dialog, 1, 'Team admins');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add step' }));
    await choose(dialog, 2, 'Named people');
    // Saving a "Named people" step with nobody in it is refused before sending.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByText('Name at least one person for this step')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Step 2: people' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Lima' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Omar Kowalski' }));
    await userEvent.keyboard('{Escape}');
    expect(within(dialog).getByText('Team admins, then Ana Lima or Omar Kowalski')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    await screen.findByText(TEXT.teamUpdated);
    expect(callsTo(fetch, 'PUT', '/teams/11')).toHaveLength(1);
    expect(bodyOf(callsTo(fetch, 'PUT', '/teams/11')[0])).toEqual({
      name: 'Sales',
      metadata: {},
      approvalSteps: [{ approvers: 'TEAM_ADMINS' }, { approvers: 'USERS', userIds: [7, 8] }],
    });
  });

  it('moves and removes steps, and offers at most three', async () => {
    stubApi(aUser(), {
      'GET /users': usersPage,
      'GET /teams': () =>
        json(
          200,
          teams.map((t) =>
            t.id === 11
              ? {
                  ...t,
                  approvalSteps: [
                    { approvers: 'TEAM_ADMINS' },
                    { approvers: 'USERS', userIds: [7] },
                    { approvers: 'ORGANIZATION_ADMINS' },
                  ],
                }
              : t,
          ),
        ),
    });
    renderTeams();
    const dialog = await openUpdate('Sales');
    const sentence = () =>
      within(dialog).getByText(/^Team admins|^Ana Lima|^Organization admins/, { selector: 'p' });
    expect(sentence()).toHaveTextContent('Team admins, then Ana Lima, then organization admins');
    expect(within(dialog).getByRole('button', { name: 'Add step' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move step 1 up' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Move step 3 down' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move step 2 up' }));
    expect(sentence()).toHaveTextContent('Ana Lima, then team admins, then organization admins');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move step 2 down' }));
    expect(sentence()).toHaveTextContent('Ana Lima, then organization admins, then team admins');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove step 1' }));
    expect(sentence()).toHaveTextContent('Organization admins, then team admins');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove step 2' }));
    expect(sentence()).toHaveTextContent('Organization admins');
    expect(within(dialog).getByRole('button', { name: 'Remove step 1' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Add step' })).toBeEnabled();
  });

  it('is reached with the keyboard: Tab to the step, choose with the arrows, Tab on to its buttons', async () => {
    stubApi(aUser(), { 'GET /users': usersPage });
    renderTeams();
    const dialog = await openUpdate('Sales');
    expect(within(dialog).getByLabelText('Name')).toHaveFocus();
    await userEvent.tab();
    // Move up/down and remove are disabled with one step: Tab goes from the name to the select.
    expect(within(dialog).getByRole('combobox', { name: 'Step 1' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const listbox = await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(listbox).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Step 1' })).toHaveTextContent('Team admins');
    await userEvent.tab();
    expect(within(dialog).getByRole('button', { name: 'Add step' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(within(dialog).getByText('Team admins, then team admins', { selector: 'p' })).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Remove step 2' })).toHaveFocus();
  });

  it("shows the server's 400 sentence in the form", async () => {
    stubApi(aUser(), {
      'GET /users': usersPage,
      'PUT /teams/11': () =>
        json(400, {
          statusCode: 400,
          error: 'Bad Request',
          code: 'VALIDATION_ERROR',
          message: 'Only active people can approve requests.',
          details: [
            { field: 'approvalSteps.0.userIds', message: 'Only active people can approve requests.' },
          ],
        }),
    });
    renderTeams();
    const dialog = await openUpdate('Sales');
    await choose(dialog, 1, 'Named people');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Step 1: people' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Ana Lima' }));
    await userEvent.keyboard('{Escape}');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Only active people can approve requests.',
    );
    expect(screen.getByRole('dialog', { name: 'Update Team' })).toBeInTheDocument();
  });

  it("shows each team's flow in the list's Approval column", async () => {
    stubApi(aUser(), {
      'GET /users': usersPage,
      'GET /teams': () =>
        json(
          200,
          teams.map((t) =>
            t.id === 11
              ? {
                  ...t,
                  approvalSteps: [{ approvers: 'TEAM_ADMINS' }, { approvers: 'USERS', userIds: [7, 8] }],
                }
              : t,
          ),
        ),
    });
    renderTeams();
    const table = await screen.findByRole('table', { name: 'Teams' });
    const [, engineering, sales] = within(table).getAllByRole('row');
    expect(
      await within(sales as HTMLElement).findByText('Team admins, then Ana Lima or Omar Kowalski'),
    ).toBeInTheDocument();
    expect(
      within(engineering as HTMLElement).getByText('Team admins and organization admins'),
    ).toBeInTheDocument();
  });
});
