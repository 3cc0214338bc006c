import { EVENT_TYPES } from '@leavedesk/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '@/test/render';
import { Component as GuidePage } from './guide-page';

describe('the user guide', () => {
  it('covers setting up, balances, requesting, reviewing, the calendar, holidays, triggers and the account, with a table of contents', () => {
    renderScreen(<GuidePage />, { path: '/guide' });
    expect(screen.getByRole('heading', { level: 1, name: 'Guide' })).toBeInTheDocument();
    const titles = [
      '1. Set up your organization',
      '2. How balances work',
      '3. Request leave',
      '4. Review leave requests',
      '5. The calendar',
      '6. Public holidays',
      '7. Notifications and triggers',
      '8. Your account',
    ];
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Contents',
      ...titles,
    ]);
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const title of titles) {
      const link = within(contents).getByRole('link', { name: title });
      const target = document.getElementById(link.getAttribute('href')?.slice(1) ?? '');
      expect(target).toHaveAccessibleName(title);
    }
    const triggers = screen.getByRole('region', { name: '7. Notifications and triggers' });
    for (const event of EVENT_TYPES) expect(within(triggers).getByText(event)).toBeInTheDocument();
  });
});
