import { AUDIT_HIDDEN, CYCLE_LABELS, countryName, ROLE_LABELS } from '@leavedesk/contracts';
import { formatDate, formatDateTime } from '@/lib/format';

/** Fields the screens name otherwise than their words would: the same name here. */
const FIELD_LABELS: Record<string, string> = { reviewReason: "Reviewer's reason" };

/** `leavePolicy` → 'Leave policy', `metadata.slackWebhookUrl` → 'Slack webhook URL'. */
export function fieldLabel(field: string): string {
  const last = field.split('.').at(-1) ?? field;
  if (FIELD_LABELS[last]) return FIELD_LABELS[last];
  const words = last
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .replace(/\burl\b/g, 'URL');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const capitalized = (word: string) => word.charAt(0) + word.slice(1).toLowerCase();

/** Values that read better by name than as stored: roles, weekdays, cycles, countries. */
const NAMED: Record<string, (value: string) => string> = {
  role: (v) => ROLE_LABELS[v as keyof typeof ROLE_LABELS] ?? v,
  workingDays: capitalized,
  weekFirstDay: capitalized,
  cycle: (v) => CYCLE_LABELS[v as keyof typeof CYCLE_LABELS] ?? v,
  country: (v) => countryName(v) ?? v,
};

/** A field's value as the page shows it: by name where a code was stored. */
export function fieldValueText(field: string, value: unknown): string | null {
  const name = NAMED[field.split('.').at(-1) ?? field];
  if (name && typeof value === 'string') return name(value);
  if (name && Array.isArray(value) && value.every((v) => typeof v === 'string'))
    return value.map((v) => name(v as string)).join(', ') || null;
  return valueText(value);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

/** One line of text for a recorded value; null when there was none. Dates as everywhere: '1 Mar 2024'. */
export function valueText(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (value === AUDIT_HIDDEN) return 'hidden';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'string' && ISO_DATE.test(value)) return formatDate(value);
  if (typeof value === 'string' && ISO_TIMESTAMP.test(value)) return formatDateTime(value);
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.map((v) => valueText(v) ?? '—').join(', ') || null;
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // A reference ({id, name}) reads as its name.
    if ('name' in record && Object.keys(record).every((k) => k === 'id' || k === 'name'))
      return valueText(record.name);
    return Object.entries(record)
      .map(([k, v]) => `${fieldLabel(k)}: ${fieldValueText(k, v) ?? '—'}`)
      .join(' · ');
  }
  return String(value);
}

/**
 * A target's label as recorded ("Ada Lovelace: Vacation 2027-03-01 – 2027-03-05", "Christmas Day
 * 2026-12-25") with its dates written as everywhere else: '1 Mar 2027'.
 */
export function labelText(label: string): string {
  return label.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (date) => formatDate(date));
}

/** Whether a value is better read as a block (templates, long lists) than inline. */
export function isLong(text: string | null): boolean {
  return text !== null && (text.length > 80 || text.includes('\n'));
}
