import type { ActivatedType } from '@leavedesk/contracts';
import { describe, expect, it } from 'vitest';
import { weightedDuration } from '../../lib/leave-periods';
import { workingDates } from '../../lib/working-days';
import { periodBalance, requestBalances } from './balance-math';
import {
  allocate,
  type OvertimeCredit,
  overtimeExpiresOn,
  type ToilLeave,
  type ToilLedger,
  toilBalance,
  toilRequestBalance,
} from './toil-math';

/*
 * Time off in lieu (decision 0040), table by table: entries used oldest first, expiry in the middle
 * of a leave, a leave across an expiry, pending and rejected entries (never passed to the
 * arithmetic: only ACCEPTED entries are read) and leaves, nothing used before an entry's date.
 */

const MON_FRI = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];

function leave(startAt: string, endAt: string, status = 'ACCEPTED'): ToilLeave {
  const dates = workingDates(startAt, endAt, MON_FRI);
  return {
    startAt,
    endAt,
    duration: weightedDuration({ startAt, endAt }, dates),
    workingDates: dates,
    status,
  };
}

function entry(id: number, date: string, amount: number, expiresOn: string | null = null): OvertimeCredit {
  return { id, date, amount, expiresOn };
}

const toil: ActivatedType = {
  policyId: 1,
  typeId: 9,
  name: 'Time off in lieu',
  symbol: '',
  cycle: 'PER_YEAR',
  amount: 0,
  requiresApproval: true,
  status: 'ACTIVE',
  carryOverLimit: 0,
  carryOverExpiresAfterMonths: null,
  accrual: 'UPFRONT',
  borrowLimit: 0,
  unit: 'DAYS',
  prorateBySchedule: false,
  expiresAfterMonths: 3,
  kind: 'TIME_OFF_IN_LIEU',
};

function ledger(overtime: OvertimeCredit[], leaves: ToilLeave[] = []): ToilLedger {
  return { activatedType: toil, overtime, leaves, workingDays: MON_FRI };
}

describe('overtimeExpiresOn', () => {
  it.each([
    ['2027-01-15', 3, '2027-04-15'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2028-01-31', 1, '2028-02-29'],
    ['2027-11-30', 3, '2028-02-29'],
    ['2027-08-31', 1, '2027-09-30'],
    ['2027-12-10', 12, '2028-12-10'],
    ['2027-05-20', 120, '2037-05-20'],
    ['2027-05-20', null, null],
  ])('%s + %s months = %s (the last day it may be used)', (date, months, expected) => {
    expect(overtimeExpiresOn(date, months)).toBe(expected);
  });
});

describe('allocate: oldest first, date by date', () => {
  // Tue 2027-03-02 .. Thu 2027-03-04: three working days.
  const threeDays = leave('2027-03-02', '2027-03-04');

  it.each([
    {
      name: 'the oldest entry first, then the next',
      entries: [entry(2, '2027-02-10', 2), entry(1, '2027-01-10', 2)],
      leaves: [threeDays],
      left: { 1: 0, 2: 1 },
      uncovered: 0,
    },
    {
      name: 'an entry expired in the middle of a leave covers only its dates up to the expiry',
      // Entry 1 may be used until Wed 3 March; entry 2 (newer) covers Thursday.
      entries: [entry(1, '2027-01-03', 5, '2027-03-03'), entry(2, '2027-02-01', 5)],
      leaves: [threeDays],
      left: { 1: 3, 2: 4 },
      uncovered: 0,
    },
    {
      name: 'a leave across an expiry with nothing newer: the dates after it are uncovered',
      entries: [entry(1, '2027-01-03', 5, '2027-03-02')],
      leaves: [threeDays],
      left: { 1: 4 },
      uncovered: 2,
    },
    {
      name: 'nothing is used before an entry’s date',
      entries: [entry(1, '2027-03-03', 5)],
      leaves: [threeDays],
      left: { 1: 3 },
      uncovered: 1,
    },
    {
      name: 'pending leave uses entries too; rejected and cancelled leave does not',
      entries: [entry(1, '2027-01-10', 4)],
      leaves: [
        leave('2027-03-02', '2027-03-02', 'PENDING'),
        leave('2027-03-03', '2027-03-03', 'REJECTED'),
        leave('2027-03-04', '2027-03-04', 'CANCELLED'),
      ],
      left: { 1: 3 },
      uncovered: 0,
    },
    {
      name: 'leaves use entries in date order, not in the order they were booked',
      // The later leave was booked first; the earlier one still takes the older entry.
      entries: [entry(1, '2027-01-10', 1, '2027-03-05'), entry(2, '2027-02-10', 1)],
      leaves: [leave('2027-03-10', '2027-03-10'), leave('2027-03-01', '2027-03-01')],
      left: { 1: 0, 2: 0 },
      uncovered: 0,
    },
  ])('$name', ({ entries, leaves, left, uncovered }) => {
    const result = allocate(entries, leaves, MON_FRI);
    expect(Object.fromEntries(result.entries.map((e) => [e.entry.id, e.left]))).toEqual(left);
    expect(result.uncovered).toBe(uncovered);
  });
});

describe('toilBalance', () => {
  it('adds ACCEPTED entries from their date, subtracts what expired unused, counts leave before and after the day', () => {
    const l = ledger(
      [
        entry(1, '2027-01-04', 2, '2027-02-04'),
        entry(2, '2027-02-01', 3, '2027-05-01'),
        entry(3, '2027-06-01', 1),
      ],
      [leave('2027-01-20', '2027-01-20'), leave('2027-03-01', '2027-03-01', 'PENDING')],
    );
    const b = toilBalance(l, '2027-03-15');
    // Entry 1: 1 used on 20 Jan, 1 expired on 4 Feb. Entry 2: 1 pending on 1 Mar. Entry 3 not yet earned.
    expect(b).toMatchObject({
      allowanceAmount: 5,
      earnedAmount: 5,
      expiredAmount: 1,
      totalAmount: 4,
      usedAmount: 1,
      pendingAmount: 1,
      remainingAmount: 2,
      periodStart: '2027-01-04',
      periodEnd: '2027-03-15',
      carriedOverAmount: 0,
      adjustmentAmount: 0,
      accrualSchedule: [],
    });
    expect(b.overtime).toEqual([
      { id: 1, date: '2027-01-04', amount: 2, remainingAmount: 0, expiresOn: '2027-02-04' },
      { id: 2, date: '2027-02-01', amount: 3, remainingAmount: 2, expiresOn: '2027-05-01' },
    ]);
  });

  it('keeps an entry whole on its expiry day, and drops what is left the day after', () => {
    const l = ledger([entry(1, '2027-01-15', 2, '2027-04-15')]);
    expect(toilBalance(l, '2027-04-15')).toMatchObject({ remainingAmount: 2, expiredAmount: 0 });
    expect(toilBalance(l, '2027-04-16')).toMatchObject({
      remainingAmount: 0,
      expiredAmount: 2,
      totalAmount: 0,
    });
  });

  it('is empty without entries: the period is the day itself', () => {
    expect(toilBalance(ledger([]), '2027-03-15')).toMatchObject({
      totalAmount: 0,
      remainingAmount: 0,
      periodStart: '2027-03-15',
      periodEnd: '2027-03-15',
      overtime: [],
    });
  });

  it('is what balance-math answers for a TIME_OFF_IN_LIEU type, whatever period it is asked for', () => {
    const l = ledger([entry(1, '2027-01-04', 2)], [leave('2027-01-20', '2027-01-20')]);
    const viaLedger = periodBalance(
      { ...l, joinedAt: '2020-01-01', chainStart: '2020-01-01', adjustments: [] },
      { start: '2027-01-01', end: '2027-12-31' },
      '2027-03-01',
    );
    expect(viaLedger).toEqual(toilBalance(l, '2027-03-01'));
  });
});

describe('toilRequestBalance: a request may use entries earned by each of its dates and unexpired on it', () => {
  const today = '2027-03-01';
  it.each([
    {
      name: 'fits exactly',
      entries: [entry(1, '2027-02-01', 3)],
      booked: [],
      request: leave('2027-03-02', '2027-03-04'),
      requested: 3,
      available: 3,
    },
    {
      name: 'one day too many',
      entries: [entry(1, '2027-02-01', 2)],
      booked: [],
      request: leave('2027-03-02', '2027-03-04'),
      requested: 3,
      available: 2,
    },
    {
      name: 'dates after the entry’s expiry cannot use it',
      entries: [entry(1, '2027-02-01', 5, '2027-03-03')],
      booked: [],
      request: leave('2027-03-02', '2027-03-04'),
      requested: 3,
      available: 2,
    },
    {
      name: 'taking an entry a booked later leave relies on is refused',
      entries: [entry(1, '2027-02-01', 1, '2027-03-31'), entry(2, '2027-02-20', 1)],
      booked: [leave('2027-03-30', '2027-03-30'), leave('2027-04-05', '2027-04-05')],
      // 2 Mar would take entry 1 from 30 Mar, which then takes entry 2 from 5 Apr.
      request: leave('2027-03-02', '2027-03-02'),
      requested: 1,
      available: 0,
    },
    {
      name: 'allowed: available is what is left of the entries usable on its dates, plus itself',
      entries: [entry(1, '2027-02-01', 4), entry(2, '2027-01-02', 3, '2027-02-28')],
      booked: [leave('2027-03-08', '2027-03-08', 'PENDING')],
      request: leave('2027-03-02', '2027-03-03'),
      requested: 2,
      available: 3,
    },
  ])('$name', ({ entries, booked, request, requested, available }) => {
    const result = toilRequestBalance(ledger(entries, booked), request, today);
    expect(result.requestedAmount).toBe(requested);
    expect(result.availableAmount).toBe(available);
    expect(result.remainingAfterAmount).toBe((result.balance.remainingAmount ?? 0) - requested);
  });

  it('is what balance-math answers for the request: one balance', () => {
    const l = ledger([entry(1, '2027-02-01', 2)]);
    const request = leave('2027-12-30', '2028-01-04');
    const balances = requestBalances(
      { ...l, joinedAt: '2020-01-01', chainStart: '2020-01-01', adjustments: [] },
      request,
      today,
    );
    expect(balances).toEqual([toilRequestBalance(l, request, today)]);
    expect(balances[0]).toMatchObject({ requestedAmount: 4, availableAmount: 2 });
  });
});
