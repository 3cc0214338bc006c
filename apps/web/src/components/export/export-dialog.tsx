import { EXPORT_FORMATS, LEAVE_MSG, type LeaveType } from '@leavedesk/contracts';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import * as React from 'react';
import { api, type DownloadedFile, download } from '@/api/client';
import { Button } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { toast, toastError } from '@/components/ui/use-toast';

type Format = (typeof EXPORT_FORMATS)[number];

const FORMAT_LABELS: Record<Format, { label: string; hint: string }> = {
  csv: { label: 'CSV', hint: 'Any spreadsheet or payroll import' },
  xlsx: { label: 'Excel (XLSX)', hint: 'Dates and numbers ready to sort' },
};

const ALL_TYPES = 'all';

/** Saves a downloaded file under its name, as a click on a link would. */
function save({ blob, fileName }: DownloadedFile, fallback: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName ?? fallback;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once the click is handled.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  );
}

function FormatChoice({ value, onChange }: { value: Format; onChange: (format: Format) => void }) {
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1.5 text-sm font-medium">Format</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {EXPORT_FORMATS.map((format) => (
          <label
            key={format}
            className="flex cursor-pointer items-start gap-3 rounded-lg border p-3 text-sm transition-colors has-checked:border-primary has-checked:bg-primary/5 has-focus-visible:ring-[3px] has-focus-visible:ring-ring/40"
          >
            <input
              type="radio"
              name="export-format"
              value={format}
              checked={value === format}
              onChange={() => onChange(format)}
              className="mt-0.5 accent-primary"
            />
            <span className="grid gap-0.5">
              <span className="font-medium">{FORMAT_LABELS[format].label}</span>
              <span className="text-xs text-muted-foreground">{FORMAT_LABELS[format].hint}</span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

export interface ExportDialogProps {
  /** `leaves`: GET /leaves/export with a date range and a type; `balances`: the balances of a date. */
  kind: 'leaves' | 'balances';
  /** The page's filters, sent as they are (status, team, user). */
  filters: Record<string, string | number | (string | number)[] | undefined>;
  /** What the filters amount to, in words ("Pending requests of Sales"). */
  scope: string;
  /** The fields that set `filters`, shown in the dialog so nothing applies unseen. */
  children?: React.ReactNode;
  /** Called as the dialog opens (to start its fields afresh). */
  onOpen?: () => void;
}

/**
 * "Export" on /leaves and /users: a format, the filters (shown in the dialog: `children`) and a
 * period to choose, then the file the server writes for them, saved under the name it gives.
 */
export function ExportDialog({ kind, filters, scope, children, onOpen }: ExportDialogProps) {
  const [open, setOpen] = React.useState(false);
  const [format, setFormat] = React.useState<Format>('csv');
  const [from, setFrom] = React.useState('');
  const [to, setTo] = React.useState('');
  const [date, setDate] = React.useState('');
  const [typeId, setTypeId] = React.useState(ALL_TYPES);
  const [busy, setBusy] = React.useState(false);
  const types = useQuery({
    queryKey: ['leave-types'],
    queryFn: ({ signal }) => api.get<LeaveType[]>('/leaves/types', { signal }),
    enabled: open && kind === 'leaves',
    meta: { silentError: true },
  });
  const reversed = from !== '' && to !== '' && to < from;
  const title = kind === 'leaves' ? 'Export leaves' : 'Export balances';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (reversed) return;
    setBusy(true);
    try {
      const file =
        kind === 'leaves'
          ? await download('/leaves/export', {
              query: {
                ...filters,
                format,
                from: from || undefined,
                to: to || undefined,
                typeId: typeId === ALL_TYPES ? undefined : typeId,
              },
            })
          : await download('/leaves/balances/export', {
              query: { ...filters, format, date: date || undefined },
            });
      save(file, `${kind}.${format}`);
      toast({ variant: 'success', title: 'Export downloaded.' });
      setOpen(false);
    } catch (error) {
      toastError(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        if (next) onOpen?.();
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Download />
          Export
        </Button>
      </DialogTrigger>
      <DialogContent>
        <form className="grid gap-5" onSubmit={submit}>
          <DialogHeader>
            <DialogTitle>{title}</DialogTitle>
            <DialogDescription>{scope}</DialogDescription>
          </DialogHeader>
          <FormatChoice value={format} onChange={setFormat} />
          {children}
          {kind === 'leaves' ? (
            <>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field id="export-from" label="From (optional)">
                  <DatePicker id="export-from" value={from} onChange={setFrom} placeholder="Any start" />
                </Field>
                <Field id="export-to" label="To (optional)">
                  <DatePicker
                    id="export-to"
                    value={to}
                    onChange={setTo}
                    placeholder="Any end"
                    aria-invalid={reversed}
                    aria-describedby={reversed ? 'export-to-error' : undefined}
                  />
                </Field>
              </div>
              {reversed && (
                <p id="export-to-error" className="-mt-3 text-sm text-destructive">
                  {LEAVE_MSG.calendarRangeReversed}
                </p>
              )}
              <Field id="export-type" label="Leave type">
                <Select value={typeId} onValueChange={setTypeId}>
                  <SelectTrigger id="export-type">
                    <SelectValue />
                  </SelectTrigger>
                  <SelectContent>
                    <SelectItem value={ALL_TYPES}>All types</SelectItem>
                    {(types.data ?? []).map((t) => (
                      <SelectItem key={t.id} value={String(t.id)}>
                        {t.symbol} {t.name}
                      </SelectItem>
                    ))}
                  </SelectContent>
                </Select>
              </Field>
            </>
          ) : (
            <Field id="export-date" label="Period containing">
              <DatePicker id="export-date" value={date} onChange={setDate} placeholder="Today" />
            </Field>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={busy} onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={busy || reversed}>
              {busy ? <Spinner /> : <Download />}
              Download
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
