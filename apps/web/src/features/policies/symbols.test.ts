import { LeaveSymbol } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import { LEAVE_SYMBOLS, searchLeaveSymbols } from './symbols';

describe('the leave symbols', () => {
  it('hold about 40 distinct emoji, each a valid symbol with a name and keywords', () => {
    expect(LEAVE_SYMBOLS.length).toBeGreaterThanOrEqual(38);
    expect(LEAVE_SYMBOLS.length).toBeLessThanOrEqual(48);
    expect(new Set(LEAVE_SYMBOLS.map((s) => s.emoji)).size).toBe(LEAVE_SYMBOLS.length);
    for (const s of LEAVE_SYMBOLS) {
      expect(LeaveSymbol.safeParse(s.emoji).success, s.name).toBe(true);
      expect(s.name.length).toBeGreaterThan(0);
      expect(s.keywords.length).toBeGreaterThan(0);
    }
  });

  it('are found by name or by keyword, ignoring case and surrounding spaces', () => {
    expect(searchLeaveSymbols('  Airplane ').map((s) => s.emoji)).toEqual(['✈️']);
    expect(searchLeaveSymbols('MATERNITY').map((s) => s.name)).toEqual([
      'Baby',
      'Baby bottle',
      'Pregnant woman',
    ]);
    expect(searchLeaveSymbols('')).toHaveLength(LEAVE_SYMBOLS.length);
    expect(searchLeaveSymbols('no such thing')).toEqual([]);
  });
});
