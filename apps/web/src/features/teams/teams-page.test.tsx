import { type ApprovalStep, MSG, TEAM_NAME_MAX, TEXT, type User } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi, teams } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as TeamCreatePage } from './team-create-page';
import { Component as TeamsPage } from './teams-page';

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

function renderTeams() {
  return renderScreen(
    <SignedIn>
      <TeamsPage />
    </SignedIn>,
    { path: '/teams' },
  );
}

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

/** GET /teams with Sales (id 11) carrying these approval steps. */
function salesWithSteps(approvalSteps: ApprovalStep[]) {
  return () =>
    json(
      200,
      teams.map((t) => (t.id === 11 ? { ...t, approvalSteps } : t)),
    );
}

describe('teams', () => {
  it("shows each team's member count and its team admins", async () => {
    stubApi(aUser());
    renderTeams();
    const table = await screen.findByRole('table', { name: 'Teams' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Members', 'Team admins', 'Approval', 'Actions']);
    const [, engineering, sales] = within(table).getAllByRole('row');
    expect(
      within(engineering)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Engineering', '12', 'Grace HopperAlan Turing', 'Team admins and organization admins', '']);
    expect(
      within(engineering)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Grace Hopper', 'Alan Turing']);
    expect(
      within(sales)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Sales', '1', 'None', 'Team admins and organization admins', '']);
  });

  it('refuses a name another team already has (ignoring case) before sending', async () => {
    const fetch = stubApi(aUser());
    renderTeams();
    await screen.findByText('Engineering');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByLabelText('Name'), '  engineering ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create' }));
    expect(await within(dialog).findByText(MSG.teamNameDuplicate)).toBeInTheDocument();
    expect(callsTo(fetch, 'POST', '/teams')).toHaveLength(0);
  });

  it('lets a team keep its own name when it is updated', async () => {
    const fetch = stubApi(aUser(), { 'PUT /teams/11': (body) => json(200, { id: 11, ...(body as object) }) });
    renderTeams();
    await userEvent.click(await screen.findByRole('button', { name: 'Update Sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Team' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(TEXT.teamUpdated)).toBeInTheDocument();
    expect(callsTo(fetch, 'PUT', '/teams/11')).toHaveLength(1);
  });

  it('checks the name length', async () => {
    stubApi(aUser());
    renderScreen(
      <SignedIn>
        <TeamCreatePage />
      </SignedIn>,
      { path: '/team/create' },
    );
    await userEvent.type(await screen.findByLabelText('Name'), 'A');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MSG.teamNameMin)).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Name'));
    await userEvent.paste('B'.repeat(TEAM_NAME_MAX + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(MSG.teamNameMax)).toBeInTheDocument();
  });

  it('creates a team on /team/create, refreshes the list and goes to /teams', async () => {
    let list = teams;
    const fetch = stubApi(aUser(), {
      'GET /teams': () => json(200, list),
      'POST /teams': (body) => {
        list = [
          ...list,
          { id: 12, name: (body as { name: string }).name, metadata: {}, memberCount: 0, admins: [] },
        ];
        return json(201, list.at(-1));
      },
    });
    renderScreen(
      <SignedIn>
        <TeamCreatePage />
      </SignedIn>,
      { path: '/team/create' },
    );
    await userEvent.type(await screen.findByLabelText('Name'), 'Research');
    await userEvent.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText(TEXT.teamCreated)).toBeInTheDocument();
    expect(await screen.findByTestId('elsewhere')).toBeInTheDocument();
    expect(callsTo(fetch, 'GET', '/teams').length).toBeGreaterThanOrEqual(2);
    // Left at the default step, the new team sends no approvalSteps.
    expect(bodyOf(callsTo(fetch, 'POST', '/teams')[0])).toEqual({ name: 'Research' });
  });

  it("removes a team after 'Remove Team', and says 'Failed to refresh team list' when the reload fails", async () => {
    let reloads = 0;
    stubApi(aUser(), {
      'GET /teams': () =>
        reloads++ === 0
          ? json(200, teams)
          : json(500, { statusCode: 500, error: 'Internal Server Error', code: 'INTERNAL', message: 'boom' }),
      'DELETE /teams/11': () => json(204),
    });
    renderTeams();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sales' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Remove Team')).toBeInTheDocument();
    expect(within(dialog).getByText('Are you sure you want to remove the Sales team?')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(await screen.findByText(TEXT.failedRefreshTeams)).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("shows the server's refusal to remove a team that still has members", async () => {
    stubApi(aUser(), {
      'DELETE /teams/11': () =>
        json(409, {
          statusCode: 409,
          error: 'Conflict',
          code: 'TEAM_HAS_MEMBERS',
          message: "Move or remove the team's members first.",
        }),
    });
    renderTeams();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Sales' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Yes' }),
    );
    expect(await screen.findByText("Move or remove the team's members first.")).toBeInTheDocument();
    expect(screen.getByText('Sales')).toBeInTheDocument();
  });
});

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
      'GET /teams': salesWithSteps([
        { approvers: 'TEAM_ADMINS' },
        { approvers: 'USERS', userIds: [7] },
        { approvers: 'ORGANIZATION_ADMINS' },
      ]),
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
      'GET /teams': salesWithSteps([{ approvers: 'TEAM_ADMINS' }, { approvers: 'USERS', userIds: [7, 8] }]),
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
