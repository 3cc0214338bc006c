import { MSG, TEAM_NAME_MAX, TEXT } from '@leavedesk/contracts';
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
