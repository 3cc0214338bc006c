import type { Balance, Leave } from '@leavedesk/contracts';

let nextId = 1;

/**
 * A leave as the server answers it, with the fields a test cares about overridden; a PENDING one
 * waits for the stub's signed-in user (id 1) unless `approval` says otherwise.
 */
export function makeLeave(overrides: Partial<Leave> & { firstName?: string } = {}): Leave {
  const id = overrides.id ?? nextId++;
  const { firstName = 'Ada', ...rest } = overrides;
  return {
    id,
    user: {
      id: 100 + id,
      firstName,
      lastName: 'Lovelace',
      email: `${firstName.toLowerCase()}${id}@example.com`,
      phone: null,
      role: 'EMPLOYEE',
      status: 'ACTIVE',
      country: 'DE',
      timezone: 'Europe/Berlin',
      team: { id: 1, name: 'Engineering' },
      leavePolicy: { id: 1, name: 'Standard' },
      organization: { id: 1, name: 'Acme' },
      joinedAt: '2024-01-01',
      avatar: null,
      createdAt: '2024-01-01T00:00:00.000Z',
      updatedAt: '2024-01-01T00:00:00.000Z',
    },
    activatedType: {
      policyId: 1,
      typeId: 1,
      name: 'Vacation',
      symbol: '🏖️',
      cycle: 'PER_YEAR',
      amount: 25,
      requiresApproval: true,
      status: 'ACTIVE',
      carryOverLimit: 0,
      carryOverExpiresAfterMonths: null,
      accrual: 'UPFRONT',
      borrowLimit: 0,
      unit: 'DAYS',
      prorateBySchedule: false,
      expiresAfterMonths: null,
      kind: 'STANDARD',
    },
    policy: { id: 1 },
    startAt: '2026-03-03',
    endAt: '2026-03-03',
    startDayPart: 'FULL',
    endDayPart: 'FULL',
    duration: 1,
    unit: 'DAYS',
    startTime: null,
    endTime: null,
    totalDays: 1,
    status: 'PENDING',
    reason: null,
    reviewer: null,
    reviewedAt: null,
    reviewReason: null,
    cancelledAt: null,
    cancelledBy: null,
    cancelReason: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    // Pending: decided by the signed-in user of the API stub (aUser, id 1), as for a reviewer.
    approval: {
      step: 1,
      steps: 1,
      waitingFor:
        (rest.status ?? 'PENDING') === 'PENDING' ? [{ id: 1, firstName: 'Ada', lastName: 'Lovelace' }] : [],
      decisions: [],
    },
    ...rest,
  };
}

/** A balance of a whole 2026 of 20 days, nothing used, with the fields a test cares about overridden. */
export function makeBalance(overrides: Partial<Balance> = {}): Balance {
  return {
    activatedType: makeLeave().activatedType,
    totalAmount: 20,
    allowanceAmount: 20,
    carriedOverAmount: 0,
    expiredAmount: 0,
    carryOverExpiresOn: null,
    adjustmentAmount: 0,
    usedAmount: 0,
    pendingAmount: 0,
    remainingAmount: 20,
    periodStart: '2026-01-01',
    periodEnd: '2026-12-31',
    startedAt: '2026-01-01',
    earnedAmount: 20,
    accrualSchedule: [],
    unit: 'DAYS',
    scheduleShare: null,
    overtime: [],
    ...overrides,
  };
}
