import { TEXT } from '@leavedesk/contracts';
import * as React from 'react';
import { errorMessage } from '@/lib/errors';

/** Part 1 §4: at most one toast; a new one replaces the old; removal after 1,000,000 ms. */
export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY = 1_000_000;
/** How long a toast stays open before it closes by itself. */
export const TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'destructive' | 'success';

export interface ToastData {
  id: string;
  open: boolean;
  title?: React.ReactNode;
  description?: React.ReactNode;
  variant?: ToastVariant;
}

type ToastInput = Omit<ToastData, 'id' | 'open'>;

interface State {
  toasts: ToastData[];
}

let counter = 0;
let memory: State = { toasts: [] };
const listeners = new Set<(state: State) => void>();
const removeTimeouts = new Map<string, ReturnType<typeof setTimeout>>();

function emit(next: State) {
  memory = next;
  for (const l of listeners) l(memory);
}

function scheduleRemoval(id: string) {
  if (removeTimeouts.has(id)) return;
  const timeout = setTimeout(() => {
    removeTimeouts.delete(id);
    emit({ toasts: memory.toasts.filter((t) => t.id !== id) });
  }, TOAST_REMOVE_DELAY);
  removeTimeouts.set(id, timeout);
}

export function dismissToast(id?: string) {
  for (const t of memory.toasts) if (!id || t.id === id) scheduleRemoval(t.id);
  emit({ toasts: memory.toasts.map((t) => (!id || t.id === id ? { ...t, open: false } : t)) });
}

/** Shows a toast; the newest replaces whatever was visible. */
export function toast(input: ToastInput) {
  counter = (counter + 1) % Number.MAX_SAFE_INTEGER;
  const id = String(counter);
  emit({ toasts: [{ ...input, id, open: true }, ...memory.toasts].slice(0, TOAST_LIMIT) });
  return { id, dismiss: () => dismissToast(id) };
}

/** The destructive 'Error' toast every failed call shows, with the §8 message mapping. */
export function toastError(error: unknown) {
  return toast({ variant: 'destructive', title: TEXT.errorTitle, description: errorMessage(error) });
}

export function useToast() {
  const [state, setState] = React.useState<State>(memory);
  React.useEffect(() => {
    listeners.add(setState);
    setState(memory);
    return () => {
      listeners.delete(setState);
    };
  }, []);
  return { toasts: state.toasts, toast, dismiss: dismissToast };
}
