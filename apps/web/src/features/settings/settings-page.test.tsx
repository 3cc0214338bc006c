import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aUser, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';
import { Component as SettingsPage } from './settings-page';

afterEach(() => vi.unstubAllGlobals());

function renderPage() {
  return renderScreen(
    <SignedIn>
      <SettingsPage />
    </SignedIn>,
    { path: '/settings' },
  );
}

describe('Settings', () => {
  it('leads the Guide tile to the user guide the app serves, in the same tab', async () => {
    stubApi(aUser({ role: 'EMPLOYEE' }));
    renderPage();
    const guide = await screen.findByRole('link', { name: /Guide/ });
    expect(guide).toHaveAttribute('href', '/guide');
    expect(guide).not.toHaveAttribute('target');
  });

  it('shows the audit trail tile to organization admins only', async () => {
    stubApi(aUser({ role: 'ORGANIZATION_ADMIN' }));
    const admin = renderPage();
    expect(await screen.findByRole('link', { name: /Audit trail/ })).toHaveAttribute(
      'href',
      '/organization/audit',
    );
    admin.unmount();
    stubApi(aUser({ role: 'TEAM_ADMIN' }));
    renderPage();
    await screen.findByRole('link', { name: /Guide/ });
    expect(screen.queryByRole('link', { name: /Audit trail/ })).toBeNull();
  });
});
