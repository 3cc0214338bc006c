import { describe, expect, it } from 'vitest';
import { COUNTRIES, COUNTRY_CODES, countryName } from './countries';

describe('the country catalogue', () => {
  it('lists about 250 countries, each code and each name once', () => {
    expect(COUNTRIES.length).toBeGreaterThanOrEqual(245);
    expect(COUNTRIES.length).toBeLessThanOrEqual(255);
    expect(new Set(COUNTRIES.map((c) => c.code)).size).toBe(COUNTRIES.length);
    expect(new Set(COUNTRIES.map((c) => c.name)).size).toBe(COUNTRIES.length);
  });

  it('has Kosovo as XK and no withdrawn codes such as DD or YU', () => {
    expect(countryName('XK')).toBe('Kosovo');
    expect(countryName('DE')).toBe('Germany');
    for (const withdrawn of ['DD', 'YU', 'SU', 'UK', 'ZR']) expect(COUNTRY_CODES.has(withdrawn)).toBe(false);
  });

  it('is sorted by name for the pickers', () => {
    const names = COUNTRIES.map((c) => c.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });
});
