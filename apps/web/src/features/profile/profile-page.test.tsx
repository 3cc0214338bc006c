import { MSG, PERSON_NAME_MAX, TEXT } from '@leavedesk/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, callsTo, json, SignedIn, stubApi } from '@/test/api-stub';
import { expectHeadingsInOrder } from '@/test/headings';
import { renderScreen } from '@/test/render';
import { ONLY_IMAGES, Component as ProfilePage } from './profile-page';

vi.setConfig({ testTimeout: 40_000 });
afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderScreen(
    <SignedIn>
      <ProfilePage />
    </SignedIn>,
    { path: '/profile' },
  );
}

async function retype(label: string, text: string) {
  const input = await screen.findByLabelText(label);
  await userEvent.clear(input);
  if (text) await userEvent.type(input, text);
}

describe('the Profile page', () => {
  it('shows the names to edit and the e-mail, role and team read-only', async () => {
    stubApi(aUser());
    renderPage();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toBeDisabled();
    expect(screen.getByText('Engineering')).toBeInTheDocument();
    expect(screen.getByLabelText('Profile picture')).toHaveAttribute('accept', 'image/jpeg,image/png');
  });

  it('checks both names are 2 to 50 characters and sends nothing while they are not', async () => {
    const fetch = stubApi(aUser());
    renderPage();
    await retype('First Name', 'A');
    await retype('Last Name', 'L');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.profileFirstNameMin)).toBeInTheDocument();
    expect(screen.getByText(MSG.profileLastNameMin)).toBeInTheDocument();

    await retype('First Name', 'A'.repeat(PERSON_NAME_MAX + 1));
    await retype('Last Name', 'B'.repeat(PERSON_NAME_MAX + 1));
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.profileFirstNameMax)).toBeInTheDocument();
    expect(screen.getByText(MSG.profileLastNameMax)).toBeInTheDocument();
    expect(callsTo(fetch, 'PATCH', '/users/mine')).toHaveLength(0);
  });

  it('puts the saved names back on Reset', async () => {
    stubApi(aUser());
    renderPage();
    await retype('First Name', 'X');
    await retype('Last Name', 'Somebody');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(MSG.profileFirstNameMin)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('Last Name')).toHaveValue('Lovelace');
    expect(screen.queryByText(MSG.profileFirstNameMin)).not.toBeInTheDocument();
  });

  it("saves the names with PATCH /users/mine and says 'ProfilePage updated successfully!'", async () => {
    const fetch = stubApi(aUser(), {
      'PATCH /users/mine': (body) => json(200, aUser(body as object)),
    });
    renderPage();
    await retype('First Name', ' Grace ');
    await retype('Last Name', 'Hopper');
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(TEXT.profileUpdated)).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'PATCH', '/users/mine');
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: 'Grace', lastName: 'Hopper' });
    expect(screen.getByLabelText('First Name')).toHaveValue('Grace');
  });

  it('saves the profile of someone whose names are as long as sign-up allows', async () => {
    const first = 'F'.repeat(PERSON_NAME_MAX);
    const last = 'L'.repeat(PERSON_NAME_MAX);
    const fetch = stubApi(aUser({ firstName: first, lastName: last }), {
      'PATCH /users/mine': (body) => json(200, aUser(body as object)),
    });
    renderPage();
    expect(await screen.findByLabelText('First Name')).toHaveValue(first);
    // A new first name, as long as the old one; the last name is sent as it is.
    const renamed = 'G'.repeat(PERSON_NAME_MAX);
    const input = screen.getByLabelText('First Name');
    await userEvent.clear(input);
    await userEvent.click(input);
    await userEvent.paste(renamed);
    await userEvent.click(screen.getByRole('button', { name: 'Update' }));
    expect(await screen.findByText(TEXT.profileUpdated)).toBeInTheDocument();
    const [[, init]] = callsTo(fetch, 'PATCH', '/users/mine');
    expect(JSON.parse(String(init?.body))).toEqual({ firstName: renamed, lastName: last });
  });

  it('refuses a picture that is not a JPEG or PNG with an Error toast', async () => {
    stubApi(aUser());
    renderPage();
    const input = await screen.findByLabelText('Profile picture');
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'cat.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText(ONLY_IMAGES)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Edit Picture')).not.toBeInTheDocument());
  });
});

describe('the Profile page outline', () => {
  it('has headings in order, the card under the page title', async () => {
    stubApi(aUser());
    renderPage();
    await screen.findByLabelText('First Name');
    expectHeadingsInOrder();
  });
});
