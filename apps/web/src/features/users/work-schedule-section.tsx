import {
  DEFAULT_HOURS_PER_DAY,
  type User,
  WEEKDAYS,
  type Weekday,
  type WeekHours,
  type WorkSchedule,
} from '@leavedesk/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Clock, Pencil, Plus, Trash2 } from 'lucide-react';
import * as React from 'react';
import { ApiError, api } from '@/api/client';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { formatDate } from '@/lib/format';
import { useCurrentUser, useSession } from '@/lib/session';
import { cn } from '@/lib/utils';
import { USERS_KEY } from './users-api';

/*
 * A person's work schedule on their details page (issue 29): the week in force today, the history,
 * and for their reviewers an editor that replaces the whole history (PUT /users/{id}/schedule).
 */

const SHORT: Record<Weekday, string> = {
  MONDAY: 'Mon',
  TUESDAY: 'Tue',
  WEDNESDAY: 'Wed',
  THURSDAY: 'Thu',
  FRIDAY: 'Fri',
  SATURDAY: 'Sat',
  SUNDAY: 'Sun',
};
const LONG = (d: Weekday) => `${d.charAt(0)}${d.slice(1).toLowerCase()}`;

function scheduleKey(id: number) {
  return [...USERS_KEY, 'schedule', id] as const;
}

function hoursText(hours: number): string {
  return hours === 0 ? 'Off' : `${hours} h`;
}

function todayText(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** One week as seven cells, Monday to Sunday; days off are dimmed. */
function WeekPreview({ hours, label }: { hours: WeekHours; label: string }) {
  return (
    <ul aria-label={label} className="grid grid-cols-7 gap-1 text-center">
      {WEEKDAYS.map((d) => (
        <li
          key={d}
          aria-label={`${LONG(d)}: ${hours[d] === 0 ? 'not a working day' : `${hours[d]} hours`}`}
          className={cn(
            'rounded-md border px-1 py-2 text-xs',
            hours[d] === 0 ? 'bg-muted text-muted-foreground' : 'bg-primary/10 font-medium',
          )}
        >
          <span className="block text-muted-foreground" aria-hidden>
            {SHORT[d]}
          </span>
          <span className="block" aria-hidden>
            {hoursText(hours[d])}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Whether the signed-in person may change this person's schedule (the server decides finally). */
function useCanWrite(user: User): boolean {
  const me = useCurrentUser();
  if (me.id === user.id) return false;
  if (me.role === 'ORGANIZATION_ADMIN') return true;
  return me.role === 'TEAM_ADMIN' && me.team?.id != null && me.team.id === user.team?.id;
}

interface Row {
  effectiveFrom: string;
  hours: Record<Weekday, string>;
}

function toRows(schedule: WorkSchedule): Row[] {
  return schedule.map((e) => ({
    effectiveFrom: e.effectiveFrom,
    hours: Object.fromEntries(WEEKDAYS.map((d) => [d, String(e.hours[d])])) as Record<Weekday, string>,
  }));
}

function ScheduleEditor({
  user,
  schedule,
  organizationWeek,
  onDone,
}: {
  user: User;
  schedule: WorkSchedule;
  organizationWeek: WeekHours;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const formId = React.useId();
  const [rows, setRows] = React.useState<Row[]>(() => toRows(schedule));
  const [errors, setErrors] = React.useState<Map<string, string>>(new Map());
  const save = useMutation({
    mutationFn: (body: WorkSchedule) => api.put<WorkSchedule>(`/users/${user.id}/schedule`, body),
    onSuccess: (saved) => {
      queryClient.setQueryData(scheduleKey(user.id), saved);
      toast({ title: 'Work schedule saved.' });
      onDone();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.details)
        setErrors(new Map(error.details.map((d) => [d.field, d.message])));
      toast({
        variant: 'destructive',
        title: 'The work schedule was not saved.',
        description: error instanceof Error ? error.message : undefined,
      });
    },
  });

  const update = (i: number, change: (row: Row) => Row) =>
    setRows((all) => all.map((row, j) => (j === i ? change(row) : row)));
  const add = () =>
    setRows((all) => [
      ...all,
      {
        effectiveFrom: todayText(),
        hours: Object.fromEntries(
          WEEKDAYS.map((d) => [d, String((all.at(-1)?.hours[d] ?? organizationWeek[d]) || 0)]),
        ) as Record<Weekday, string>,
      },
    ]);
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setErrors(new Map());
    save.mutate(
      rows.map((r) => ({
        effectiveFrom: r.effectiveFrom,
        hours: Object.fromEntries(
          WEEKDAYS.map((d) => [d, r.hours[d].trim() === '' ? Number.NaN : Number(r.hours[d])]),
        ) as WeekHours,
      })),
    );
  };

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      {rows.length === 0 && (
        <p className="text-sm text-muted-foreground">
          No entries: this person works the organization’s week. Add an entry to give them their own.
        </p>
      )}
      {rows.map((row, i) => {
        const dateError = errors.get(`${i}.effectiveFrom`);
        const rowErrors = WEEKDAYS.map((d) => errors.get(`${i}.hours.${d}`)).filter(Boolean);
        return (
          <fieldset key={i} className="grid gap-3 rounded-md border p-3">
            <legend className="px-1 text-sm font-medium">Entry {i + 1}</legend>
            <div className="flex flex-wrap items-end gap-3">
              <label htmlFor={`${formId}-${i}-from`} className="grid gap-1 text-sm">
                Applies from
                <Input
                  id={`${formId}-${i}-from`}
                  type="date"
                  value={row.effectiveFrom}
                  aria-invalid={Boolean(dateError)}
                  onChange={(e) => update(i, (r) => ({ ...r, effectiveFrom: e.target.value }))}
                  className="w-44"
                />
              </label>
              <Button
                type="button"
                variant="ghost"
                onClick={() => setRows((all) => all.filter((_, j) => j !== i))}
              >
                <Trash2 />
                Remove
              </Button>
            </div>
            {dateError && <p className="text-sm text-destructive">{dateError}</p>}
            <div className="grid grid-cols-4 gap-2 sm:grid-cols-7">
              {WEEKDAYS.map((d) => (
                <label key={d} htmlFor={`${formId}-${i}-${d}`} className="grid gap-1 text-xs">
                  <span aria-hidden>{SHORT[d]}</span>
                  <Input
                    id={`${formId}-${i}-${d}`}
                    type="number"
                    inputMode="decimal"
                    min={0}
                    max={24}
                    step={0.25}
                    value={row.hours[d]}
                    aria-label={`Hours on ${LONG(d)}, entry ${i + 1}`}
                    aria-invalid={errors.has(`${i}.hours.${d}`)}
                    onChange={(e) => update(i, (r) => ({ ...r, hours: { ...r.hours, [d]: e.target.value } }))}
                  />
                </label>
              ))}
            </div>
            {rowErrors.map((message) => (
              <p key={message} className="text-sm text-destructive">
                {message}
              </p>
            ))}
          </fieldset>
        );
      })}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" onClick={add}>
          <Plus />
          Add entry
        </Button>
        <Button type="submit" disabled={save.isPending}>
          Save schedule
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** The "Work schedule" card of /users/{id}/. */
export function WorkScheduleSection({ user }: { user: User }) {
  const { organization } = useSession();
  const canWrite = useCanWrite(user);
  const [editing, setEditing] = React.useState(false);
  const schedule = useQuery({
    queryKey: scheduleKey(user.id),
    queryFn: ({ signal }) => api.get<WorkSchedule>(`/users/${user.id}/schedule`, { signal }),
  });
  const hoursPerDay =
    typeof organization?.metadata?.hoursPerDay === 'number'
      ? organization.metadata.hoursPerDay
      : DEFAULT_HOURS_PER_DAY;
  const organizationWeek = Object.fromEntries(
    WEEKDAYS.map((d) => [d, organization?.workingDays.includes(d) ? hoursPerDay : 0]),
  ) as WeekHours;
  const today = todayText();
  const entries = schedule.data ?? [];
  const inForce = entries.filter((e) => e.effectiveFrom <= today).at(-1)?.hours ?? organizationWeek;

  return (
    <Card>
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
        <div className="grid gap-1">
          <CardTitle className="flex items-center gap-2">
            <Clock className="size-5" aria-hidden />
            Work schedule
          </CardTitle>
          <CardDescription>
            Leave is counted on the days this person works. Changes apply to new requests only.
          </CardDescription>
        </div>
        {canWrite && !editing && schedule.data && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <Pencil />
            Edit schedule
          </Button>
        )}
      </CardHeader>
      <CardContent className="grid gap-5">
        {schedule.isPending ? (
          <Skeleton className="h-16 w-full" />
        ) : schedule.isError ? (
          <p className="text-sm text-muted-foreground">The work schedule could not be loaded.</p>
        ) : editing ? (
          <ScheduleEditor
            user={user}
            schedule={entries}
            organizationWeek={organizationWeek}
            onDone={() => setEditing(false)}
          />
        ) : (
          <>
            <section className="grid gap-2">
              <h3 className="text-sm font-medium">This week</h3>
              <WeekPreview hours={inForce} label="Hours this week" />
            </section>
            <section className="grid gap-2">
              <h3 className="text-sm font-medium">History</h3>
              {entries.length === 0 ? (
                <p className="text-sm text-muted-foreground">
                  No schedule of their own: they work the organization’s working days, {hoursPerDay} hours a
                  day.
                </p>
              ) : (
                <ol className="grid gap-3">
                  {entries.map((e) => (
                    <li key={e.effectiveFrom} className="grid gap-1">
                      <span className="text-sm">From {formatDate(e.effectiveFrom)}</span>
                      <WeekPreview hours={e.hours} label={`Hours from ${formatDate(e.effectiveFrom)}`} />
                    </li>
                  ))}
                </ol>
              )}
            </section>
          </>
        )}
      </CardContent>
    </Card>
  );
}
