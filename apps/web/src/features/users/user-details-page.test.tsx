import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { aUser } from '@/test/api-stub';
import { UserProfileCard } from './user-details-page';

describe('the profile card of a user', () => {
  it('lists the facts as a definition list screen readers can read: term and value pairs only', () => {
    render(
      <MemoryRouter>
        <UserProfileCard user={aUser({ phone: '+44 20 7946 0000' })} />
      </MemoryRouter>,
    );
    const list = screen.getByText('Email').closest('dl');
    expect(list).not.toBeNull();
    const groups = [...(list?.children ?? [])];
    expect(groups.map((g) => g.tagName)).toEqual(['DIV', 'DIV', 'DIV', 'DIV', 'DIV', 'DIV']);
    for (const group of groups) expect([...group.children].map((c) => c.tagName)).toEqual(['DT', 'DD']);
    expect(screen.getAllByRole('term').map((t) => t.textContent)).toEqual([
      'Email',
      'Phone',
      'Country',
      'Team',
      'Leave Policy',
      'Start Date',
    ]);
    expect(screen.getAllByRole('definition')[1]).toHaveTextContent('+44 20 7946 0000');
  });
});
