import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from './select';

const TEAM = 'Teamabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrst';

function renderSelect(value: string) {
  return render(
    <Select value={value}>
      <SelectTrigger aria-label="Team">
        <SelectValue />
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="all">All Teams</SelectItem>
        <SelectItem value="long">{TEAM}</SelectItem>
      </SelectContent>
    </Select>,
  );
}

/** jsdom lays nothing out: the value's box says how wide its text is and how wide it is shown. */
function valueWidths(text: number, shown: number) {
  vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(text);
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(shown);
}

afterEach(() => vi.restoreAllMocks());

describe('SelectTrigger', () => {
  it("keeps a value cut short whole in its title (issue 27: a long team's name in a filter)", async () => {
    valueWidths(400, 120);
    renderSelect('long');
    const trigger = screen.getByRole('combobox', { name: 'Team' });
    expect(trigger).toHaveTextContent(TEAM);
    await waitFor(() => expect(trigger).toHaveAttribute('title', TEAM));
  });

  it('gives a value that fits no title', () => {
    valueWidths(80, 120);
    renderSelect('all');
    expect(screen.getByRole('combobox', { name: 'Team' })).not.toHaveAttribute('title');
  });
});
