import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { Component as SettingsPage } from './settings-page';

describe('Settings', () => {
  it('leads the Guide tile to the user guide the app serves, in the same tab', () => {
    renderScreen(<SettingsPage />, { path: '/settings' });
    const guide = screen.getByRole('link', { name: /Guide/ });
    expect(guide).toHaveAttribute('href', '/guide');
    expect(guide).not.toHaveAttribute('target');
  });
});
