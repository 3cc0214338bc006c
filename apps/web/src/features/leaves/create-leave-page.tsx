import { zodResolver } from '@hookform/resolvers/zod';
import { CreateLeaveBody, LEAVE_REASON_MAX, LEAVE_TEXT, type PersonRef } from '@leavedesk/contracts';
import { CircleAlert } from 'lucide-react';
import { RadioGroup } from 'radix-ui';
import * as React from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { useBalances } from '@/components/leaves/balance-query';
import { useWorkCalendar } from '@/components/leaves/work-calendar';
import { PageHeader } from '@/components/page-header';
import { Button, buttonVariants } from '@/components/ui/button';
import { DatePicker } from '@/components/ui/date-picker';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/errors';
import { applyLeaveDateRules, isDisabledLeaveDay } from '@/lib/leave-dates';
import { cn } from '@/lib/utils';
import { useCreateLeave } from './create-leave';
import { DayPartFields, type DayParts, partsForDates } from './day-part-fields';
import { HourFields, type LeaveTimes, timesAreSet, timesError } from './hour-fields';

import { LeaveSummary } from './leave-summary';
import { SubstitutePicker } from './substitute-picker';

const CreateLeaveForm = z.object({
  typeId: CreateLeaveBody.shape.typeId,
  start: z.string({ error: 'Required' }).min(1, 'Required'),
  end: z.string({ error: 'Required' }).min(1, 'Required'),
  reason: z.string().trim().max(LEAVE_REASON_MAX).optional(),
  startDayPart: CreateLeaveBody.shape.startDayPart,
  endDayPart: CreateLeaveBody.shape.endDayPart,
  // A one-day HOURS request's hours ('' = none); judged only while they are shown.
  startTime: z.string().optional(),
  endTime: z.string().optional(),
});
type CreateLeaveForm = z.input<typeof CreateLeaveForm>;

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the address asks to start with (`?typeId=&start=&end=`, the planner's "Request these
 * days"): each value only when it is well formed; the form and the check judge the rest.
 */
export function prefillOf(params: URLSearchParams): { typeId?: number; start: string; end: string } {
  const typeId = Number(params.get('typeId'));
  const start = params.get('start') ?? '';
  const end = params.get('end') ?? '';
  return {
    typeId: Number.isInteger(typeId) && typeId > 0 ? typeId : undefined,
    start: DATE.test(start) ? start : '',
    end: DATE.test(end) ? end : '',
  };
}

/**
 * /leaves/create: a leave request for oneself, with its day counts and conflicts previewed; the
 * address may prefill its type and dates (`prefillOf`).
 */
export function Component() {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const origin = (location.state as { origin?: string } | null)?.origin ?? '/';
  const balances = useBalances('mine');
  const calendar = useWorkCalendar();
  const create = useCreateLeave();
  // Who covers while the requester is away (issue 28): optional, any active colleague.
  const [substitute, setSubstitute] = React.useState<PersonRef | null>(null);
  const form = useForm<CreateLeaveForm>({
    resolver: zodResolver(CreateLeaveForm),
    defaultValues: {
      ...prefillOf(params),
      reason: '',
      startDayPart: 'FULL',
      endDayPart: 'FULL',
      startTime: '',
      endTime: '',
    },
  });
  const { errors } = form.formState;
  const [typeId, start, end, startDayPart = 'FULL', endDayPart = 'FULL', startTime = '', endTime = ''] =
    useWatch({
      control: form.control,
      name: ['typeId', 'start', 'end', 'startDayPart', 'endDayPart', 'startTime', 'endTime'],
    });
  const parts: DayParts = { startDayPart, endDayPart };
  const setParts = (next: DayParts) => {
    form.setValue('startDayPart', next.startDayPart);
    form.setValue('endDayPart', next.endDayPart);
  };
  const types = (balances.data ?? []).map((b) => b.activatedType).filter((t) => t.status === 'ACTIVE');
  // Issue 29: a one-day request of an HOURS type may say its hours; then it has no half days.
  const hoursType = types.find((t) => t.typeId === typeId)?.unit === 'HOURS';
  const byTheHour = hoursType && Boolean(start) && start === end;
  const times: LeaveTimes = { startTime, endTime };
  const timesSet = byTheHour && Boolean(startTime || endTime);
  const sentTimes = byTheHour && timesAreSet(times) ? times : undefined;
  const [timesChecked, setTimesChecked] = React.useState(false);
  const setTimes = (next: LeaveTimes) => {
    form.setValue('startTime', next.startTime);
    form.setValue('endTime', next.endTime);
    if (next.startTime || next.endTime) setParts({ startDayPart: 'FULL', endDayPart: 'FULL' });
  };
  const isDisabled = (date: string) => isDisabledLeaveDay(date, calendar);
  const dayTitle = (date: string) => calendar.holidayNames.get(date);

  const setDates = (next: { start?: string; end?: string }) => {
    const ruled = applyLeaveDateRules(next, calendar);
    form.setValue('start', ruled.start ?? '', { shouldValidate: form.formState.isSubmitted });
    form.setValue('end', ruled.end ?? '', { shouldValidate: form.formState.isSubmitted });
    setParts(partsForDates(parts, ruled.start ?? '', ruled.end ?? ''));
  };

  const onSubmit = form.handleSubmit((values) => {
    setTimesChecked(true);
    if (byTheHour && timesError(times)) return;
    create.mutate(
      {
        typeId: values.typeId as number,
        start: values.start,
        end: values.end,
        startDayPart: values.startDayPart,
        endDayPart: values.endDayPart,
        reason: values.reason || undefined,
        ...(substitute ? { substituteId: substitute.id } : {}),
        ...(sentTimes ?? {}),
      },
      { onSuccess: (leave) => navigate('/leaves/pending', { state: { status: leave.status, leave } }) },
    );
  });

  return (
    <div className="mx-auto max-w-5xl">
      <PageHeader title={LEAVE_TEXT.createTitle} back={origin} />
      {create.isError && (
        <div
          role="alert"
          className="mb-6 flex items-start gap-3 rounded-lg border border-destructive/40 bg-destructive/10 px-4 py-3 text-sm text-destructive"
        >
          <CircleAlert className="mt-0.5 size-4 shrink-0" />
          <span>{errorMessage(create.error)}</span>
        </div>
      )}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,22rem)]">
        <form
          noValidate
          onSubmit={onSubmit}
          className="grid content-start gap-6 rounded-xl border bg-card p-5 shadow-xs"
        >
          <FormField label="Leave type" error={errors.typeId?.message}>
            {(field) =>
              balances.isLoading ? (
                <div className="flex flex-wrap gap-2">
                  <Skeleton className="h-9 w-32" />
                  <Skeleton className="h-9 w-28" />
                </div>
              ) : types.length === 0 ? (
                <p id={field.id} className="text-sm text-muted-foreground">
                  No leave type is available to you: ask an administrator to assign you a leave policy.
                </p>
              ) : (
                // One Tab stop; the arrow keys move between the types and choose (Radix RadioGroup).
                <RadioGroup.Root
                  id={field.id}
                  aria-label="Leave type"
                  aria-describedby={field['aria-describedby']}
                  aria-invalid={field['aria-invalid']}
                  value={typeId ? String(typeId) : ''}
                  onValueChange={(value) => form.setValue('typeId', Number(value), { shouldValidate: true })}
                  className="flex flex-wrap gap-2"
                >
                  {types.map((t) => (
                    <RadioGroup.Item
                      key={t.typeId}
                      value={String(t.typeId)}
                      className={cn(
                        buttonVariants({ variant: 'outline' }),
                        'max-w-full data-[state=checked]:border-primary data-[state=checked]:bg-primary/10 data-[state=checked]:text-foreground data-[state=checked]:ring-2 data-[state=checked]:ring-primary/30 data-[state=checked]:hover:bg-primary/15',
                      )}
                    >
                      <span aria-hidden>{t.symbol || '🌴'}</span>
                      <span className="truncate" title={t.name}>
                        {t.name}
                      </span>
                    </RadioGroup.Item>
                  ))}
                </RadioGroup.Root>
              )
            }
          </FormField>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Start date" error={errors.start?.message}>
              {(field) => (
                <DatePicker
                  {...field}
                  placeholder="Pick a start date"
                  value={start || undefined}
                  isDisabled={isDisabled}
                  dayTitle={dayTitle}
                  onChange={(date) => setDates({ start: date, end: end || date })}
                />
              )}
            </FormField>
            <FormField label="End date" error={errors.end?.message}>
              {(field) => (
                <DatePicker
                  {...field}
                  placeholder="Pick an end date"
                  value={end || undefined}
                  isDisabled={(date) => isDisabled(date) || (Boolean(start) && date < start)}
                  dayTitle={dayTitle}
                  onChange={(date) => setDates({ start: start || undefined, end: date })}
                />
              )}
            </FormField>
          </div>
          {byTheHour && (
            <HourFields
              value={times}
              onChange={setTimes}
              // An end before the start is said at once; a missing time once Submit is pressed.
              error={timesChecked || (startTime && endTime) ? timesError(times) : undefined}
            />
          )}
          {start && end && !timesSet && (
            <DayPartFields oneDay={start === end} value={parts} onChange={setParts} />
          )}
          <FormField
            label="Substitute (optional)"
            hint="Covers for you while you are away: they can also decide the requests that wait for you."
          >
            {(field) => <SubstitutePicker {...field} value={substitute} onChange={setSubstitute} />}
          </FormField>
          <FormField label="Reason" error={errors.reason?.message} hint="Optional">
            {(field) => (
              <Textarea {...field} rows={4} maxLength={LEAVE_REASON_MAX} {...form.register('reason')} />
            )}
          </FormField>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <Button type="button" variant="outline" onClick={() => navigate(origin)}>
              Cancel
            </Button>
            <Button type="submit" disabled={create.isPending}>
              {create.isPending && <Spinner />}
              {create.isPending ? 'Submitting...' : 'Submit'}
            </Button>
          </div>
        </form>
        <LeaveSummary
          typeId={typeId}
          start={start || undefined}
          end={end || undefined}
          startDayPart={startDayPart}
          endDayPart={endDayPart}
          times={sentTimes}
          substitute={substitute}
        />
      </div>
    </div>
  );
}
