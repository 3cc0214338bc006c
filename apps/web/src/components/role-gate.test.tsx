import { screen } from '@testing-library/react';
import type * as React from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Component as ImportHolidays } from '@/features/holidays/import-page';
import { Component as LeavesReview } from '@/features/leaves/leaves-review-page';
import { Component as LeavePolicy } from '@/features/policies/policies-page';
import { Component as CreateTeam } from '@/features/teams/team-create-page';
import { aUser, SignedIn, stubApi } from '@/test/api-stub';
import { renderScreen } from '@/test/render';

afterEach(() => vi.unstubAllGlobals());

const refused: [string, React.ComponentType][] = [
  ['Leaves', LeavesReview],
  ['Leave Policy', LeavePolicy],
  ['Import Holidays', ImportHolidays],
  ['Create Team', CreateTeam],
];

describe('a screen refused to a role', () => {
  it.each(refused)(
    '%s still has its page heading, so screen readers can find the refusal',
    async (title, Screen) => {
      stubApi(aUser({ role: 'EMPLOYEE' }));
      renderScreen(
        <SignedIn>
          <Screen />
        </SignedIn>,
      );
      expect(await screen.findByText('You do not have access to this page.')).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
      expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    },
  );
});
