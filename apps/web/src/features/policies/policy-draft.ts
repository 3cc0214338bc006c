import type {
  Accrual,
  ActivatedType,
  LeaveCycle,
  LeavePolicy,
  LeavePolicyUpdateBody,
  LeaveTypeKind,
  LeaveUnit,
  RecordStatus,
} from '@leavedesk/contracts';
import * as React from 'react';

/** One activated type as edited on the screen: the type's name and symbol plus the policy's values. */
export interface DraftType {
  typeId: number;
  name: string;
  symbol: string;
  status: RecordStatus;
  amount: number;
  cycle: LeaveCycle;
  requiresApproval: boolean;
  /** PER_YEAR only: whole days carried into the next year (0 = none), expiring after N months or never. */
  carryOverLimit: number;
  carryOverExpiresAfterMonths: number | null;
  /** PER_YEAR only (issue 29): earned up front or monthly; MONTHLY only: days one may borrow ahead. */
  accrual: Accrual;
  borrowLimit: number;
  /** Issue 29: days or hours; the allowance multiplied by the person's share of a full week. */
  unit: LeaveUnit;
  prorateBySchedule: boolean;
  /** The leave type's kind; TIME_OFF_IN_LIEU only: its overtime expires after N months, or never. */
  kind: LeaveTypeKind;
  expiresAfterMonths: number | null;
}

/** The policy as edited: nothing reaches the server until Save. */
export interface PolicyDraft {
  name: string;
  isDefault: boolean;
  types: DraftType[];
}

export type DraftValues = Pick<
  DraftType,
  | 'amount'
  | 'cycle'
  | 'requiresApproval'
  | 'carryOverLimit'
  | 'carryOverExpiresAfterMonths'
  | 'accrual'
  | 'borrowLimit'
  | 'unit'
  | 'prorateBySchedule'
  | 'expiresAfterMonths'
>;

function fromActivated(t: ActivatedType): DraftType {
  return {
    typeId: t.typeId,
    name: t.name,
    symbol: t.symbol,
    status: t.status,
    amount: t.amount,
    cycle: t.cycle,
    requiresApproval: t.requiresApproval,
    carryOverLimit: t.carryOverLimit,
    carryOverExpiresAfterMonths: t.carryOverExpiresAfterMonths,
    accrual: t.accrual,
    borrowLimit: t.borrowLimit,
    unit: t.unit,
    prorateBySchedule: t.prorateBySchedule,
    kind: t.kind,
    expiresAfterMonths: t.expiresAfterMonths,
  };
}

export function draftOf(policy: LeavePolicy): PolicyDraft {
  return { name: policy.name, isDefault: policy.isDefault, types: policy.activatedTypes.map(fromActivated) };
}

/** The PUT body of a draft: name and the whole list of types; `isDefault` only when it is being set. */
export function updateBodyOf(policy: LeavePolicy, draft: PolicyDraft): LeavePolicyUpdateBody {
  return {
    name: draft.name.trim(),
    ...(draft.isDefault && !policy.isDefault ? { isDefault: true } : {}),
    activatedTypes: draft.types.map((t) => ({
      typeId: t.typeId,
      // A time off in lieu type has no fixed amount (answered as 0); the body still asks for one.
      amount: t.kind === 'TIME_OFF_IN_LIEU' ? Math.max(1, t.amount) : t.amount,
      requiresApproval: t.requiresApproval,
      cycle: t.cycle,
      // Only a yearly type carries over: anything else would be refused.
      carryOverLimit: t.cycle === 'PER_YEAR' ? t.carryOverLimit : 0,
      carryOverExpiresAfterMonths: t.cycle === 'PER_YEAR' ? t.carryOverExpiresAfterMonths : null,
      // Monthly accrual is for yearly types, borrowing for monthly accrual only.
      accrual: t.cycle === 'PER_YEAR' ? t.accrual : 'UPFRONT',
      borrowLimit: t.cycle === 'PER_YEAR' && t.accrual === 'MONTHLY' ? t.borrowLimit : 0,
      unit: t.unit,
      // Unlimited and time off in lieu types have no allowance to prorate; only the latter has overtime to expire.
      prorateBySchedule:
        t.kind === 'TIME_OFF_IN_LIEU' || t.cycle === 'UNLIMITED' ? false : t.prorateBySchedule,
      expiresAfterMonths: t.kind === 'TIME_OFF_IN_LIEU' ? t.expiresAfterMonths : null,
    })),
  };
}

function sameDraft(a: PolicyDraft, b: PolicyDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The local edits of a policy (rename, default, add, edit, remove) and whether any differ from it. */
export function usePolicyDraft(policy: LeavePolicy) {
  const [draft, setDraft] = React.useState(() => draftOf(policy));
  const actions = React.useMemo(
    () => ({
      rename: (name: string) => setDraft((d) => ({ ...d, name })),
      makeDefault: (isDefault: boolean) => setDraft((d) => ({ ...d, isDefault })),
      add: (type: DraftType) =>
        setDraft((d) =>
          d.types.some((t) => t.typeId === type.typeId) ? d : { ...d, types: [...d.types, type] },
        ),
      edit: (typeId: number, values: DraftValues) =>
        setDraft((d) => ({
          ...d,
          types: d.types.map((t) => (t.typeId === typeId ? { ...t, ...values } : t)),
        })),
      remove: (typeId: number) =>
        setDraft((d) => ({ ...d, types: d.types.filter((t) => t.typeId !== typeId) })),
    }),
    [],
  );
  const dirty = !sameDraft(draft, draftOf(policy));
  return { draft, dirty, ...actions };
}
