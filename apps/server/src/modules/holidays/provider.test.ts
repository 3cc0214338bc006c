import Holidays from 'date-holidays';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../http/errors';
import { createDateHolidaysProvider } from './provider';

const provider = createDateHolidaysProvider();

async function holidaysOf(country: string, year: number) {
  const list = await provider.publicHolidays(country, year);
  return new Map(list.map((h) => [h.date, h.name]));
}

describe('the offline holiday source (date-holidays)', () => {
  it('answers the German public holidays of 2026, and only those', async () => {
    expect(await provider.publicHolidays('DE', 2026)).toEqual([
      { date: '2026-01-01', name: "New Year's Day", type: 'public' },
      { date: '2026-04-03', name: 'Good Friday', type: 'public' },
      { date: '2026-04-06', name: 'Easter Monday', type: 'public' },
      { date: '2026-05-01', name: 'Labour Day', type: 'public' },
      { date: '2026-05-14', name: 'Ascension Day', type: 'public' },
      { date: '2026-05-25', name: 'Whit Monday', type: 'public' },
      // German Unity Day: the library's English name for it.
      { date: '2026-10-03', name: 'National Holiday', type: 'public' },
      { date: '2026-12-25', name: 'Christmas Day', type: 'public' },
      { date: '2026-12-26', name: 'Boxing Day', type: 'public' },
    ]);
  });

  it('knows Christmas Day 2027 in Germany, in English', async () => {
    const de = await holidaysOf('DE', 2027);
    expect(de.get('2027-12-25')).toBe('Christmas Day');
    expect(de.get('2027-10-03')).toBe('National Holiday');
    // Regional holidays (Epiphany in Bavaria) and observances (Christmas Eve) are not public holidays.
    expect(de.has('2027-01-06')).toBe(false);
    expect(de.has('2027-12-24')).toBe(false);
  });

  it('knows US Independence Day and its observed substitute day', async () => {
    const us = await holidaysOf('US', 2027);
    expect(us.get('2027-07-04')).toBe('Independence Day');
    expect(us.get('2027-07-05')).toBe('Independence Day (substitute day)');
    expect(us.get('2027-11-25')).toBe('Thanksgiving Day');
  });

  it("counts the substitute for next year's New Year's Day in the year it falls in", async () => {
    const us2027 = await holidaysOf('US', 2027);
    const us2028 = await holidaysOf('US', 2028);
    expect(us2027.get('2027-12-31')).toBe("New Year's Day (substitute day)");
    expect(us2028.has('2027-12-31')).toBe(false);
    expect(us2028.get('2028-01-01')).toBe("New Year's Day");
  });

  it('knows Bastille Day in France', async () => {
    expect((await holidaysOf('FR', 2027)).get('2027-07-14')).toBe('Bastille Day');
  });

  it('includes the British substitute bank holidays when Christmas falls on a weekend', async () => {
    const gb = await holidaysOf('GB', 2027);
    expect(gb.get('2027-12-25')).toBe('Christmas Day');
    expect(gb.get('2027-12-27')).toBe('Christmas Day (substitute day)');
    expect(gb.get('2027-12-28')).toBe('Boxing Day (substitute day)');
  });

  it('gives the four days of Nowruz in Iran and joins two holidays falling on one date', async () => {
    const ir = await holidaysOf('IR', 2027);
    for (const date of ['2027-03-21', '2027-03-22', '2027-03-23', '2027-03-24'])
      expect(ir.get(date)).toBe('Nowruz');
    expect(ir.get('2027-04-02')).toBe('Martyrdom of Imam Jafar / Sizdah Bedar');
    expect(ir.get('2027-02-11')).toBe('Anniversary of Islamic Revolution');
  });

  it('includes Japanese substitute holidays and the citizens’ holiday, which are days off', async () => {
    const jp = await holidaysOf('JP', 2026);
    expect(jp.get('2026-05-03')).toBe('Constitution Day');
    expect(jp.get('2026-05-06')).toBe('Constitution Day (substitute day)');
    expect(jp.get('2026-09-22')).toBe("Citizens' Holiday");
    expect(jp.size).toBe(18);
  });

  it('knows Brazilian and Indian national holidays', async () => {
    const br = await holidaysOf('BR', 2027);
    expect(br.get('2027-09-07')).toBe('Independence Day');
    expect(br.get('2027-04-21')).toBe("Tiradentes' Day");
    const india = await holidaysOf('IN', 2027);
    expect(india.get('2027-01-26')).toBe('Republic Day');
    expect(india.get('2027-08-15')).toBe('Independence Day');
    expect(india.get('2027-10-02')).toBe('Gandhi Jayanti');
  });

  it('knows Kosovo (XK) and its Independence Day of 17 February 2008', async () => {
    expect((await holidaysOf('XK', 2008)).get('2008-02-17')).toBe('Independence Day');
    expect((await holidaysOf('XK', 2027)).get('2027-02-17')).toBe('Independence Day');
  });

  it('gives every day of a multi-day holiday, without the eve an Islamic holiday begins on', async () => {
    const ae = await holidaysOf('AE', 2027);
    expect(
      ['2027-03-08', '2027-03-09', '2027-03-10', '2027-03-11', '2027-03-12'].map((d) => ae.has(d)),
    ).toEqual([false, true, true, true, false]);
    const ru = await holidaysOf('RU', 2027);
    for (const date of ['2027-01-02', '2027-01-03', '2027-01-04', '2027-01-05', '2027-01-06']) {
      expect(ru.get(date)).toBe('New Year Holiday');
    }
    expect(ru.get('2027-01-07')).toBe('Christmas Day');
  });

  it('counts the days of a holiday begun in December in the new year too', async () => {
    const sz = await holidaysOf('SZ', 2028);
    expect(sz.get('2028-01-01')).toBe("Incwala Festival / New Year's Day");
    expect(sz.get('2028-01-02')).toBe('Incwala Festival');
  });

  it('leaves out holidays of only an afternoon', async () => {
    // Iceland: Christmas Eve and New Year's Eve from 13:00; China: Women's Day from 12:00.
    const is = await holidaysOf('IS', 2027);
    expect(is.has('2027-12-24')).toBe(false);
    expect(is.has('2027-12-31')).toBe(false);
    expect(is.get('2027-12-25')).toBe('Christmas Day');
    expect((await holidaysOf('CN', 2027)).has('2027-03-08')).toBe(false);
  });

  it('answers one entry per date, sorted, inside the year, for every country it knows', async () => {
    const countries = Object.keys(new Holidays().getCountries('en'));
    expect(countries.length).toBeGreaterThan(150);
    for (const country of countries) {
      for (const year of [2026, 2027]) {
        const list = await provider.publicHolidays(country, year);
        const dates = list.map((h) => h.date);
        expect(
          dates.every((d) => /^\d{4}-\d{2}-\d{2}$/.test(d) && d.startsWith(`${year}-`)),
          country,
        ).toBe(true);
        expect(new Set(dates).size, country).toBe(dates.length);
        expect([...dates].sort(), country).toEqual(dates);
        expect(
          list.every((h) => h.type === 'public' && h.name.length > 0),
          country,
        ).toBe(true);
      }
    }
  });

  it('answers the same dates whatever the server time zone is', async () => {
    const before = process.env.TZ;
    try {
      process.env.TZ = 'Pacific/Kiritimati';
      const east = await provider.publicHolidays('AE', 2027);
      process.env.TZ = 'America/Los_Angeles';
      const west = await provider.publicHolidays('AE', 2027);
      expect(west).toEqual(east);
    } finally {
      if (before === undefined) delete process.env.TZ;
      else process.env.TZ = before;
    }
  });

  it('accepts a lower-case country code', async () => {
    expect(await provider.publicHolidays('fr', 2027)).toEqual(await provider.publicHolidays('FR', 2027));
  });

  it('refuses an unknown country code with a 400 naming it', async () => {
    const error = await provider.publicHolidays('ZZ', 2027).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      code: 'UNKNOWN_COUNTRY',
      statusCode: 400,
      message: 'Public holidays are not available for country code ZZ.',
    });
  });
});
