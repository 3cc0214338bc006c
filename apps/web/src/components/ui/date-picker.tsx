import { CalendarIcon } from 'lucide-react';
import * as React from 'react';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';
import { Button } from './button';
import { Calendar, type CalendarProps } from './calendar';
import { Popover, PopoverContent, PopoverTrigger } from './popover';

export interface DatePickerProps extends Omit<CalendarProps, 'onSelect' | 'className'> {
  id?: string;
  onChange: (date: string) => void;
  placeholder: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  className?: string;
}

/**
 * The one way to choose a date: a button showing it as the app writes dates (D MMM YYYY) that opens
 * a month grid in a popover, the picked day (or today) focused for the keyboard; picking closes it
 * and focus returns to the button.
 */
export function DatePicker({ value, onChange, placeholder, className, ...rest }: DatePickerProps) {
  const { id, isDisabled, dayTitle, yearRange, ...aria } = rest;
  const [open, setOpen] = React.useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          {...aria}
          variant="outline"
          className={cn('w-full justify-start font-normal', !value && 'text-muted-foreground', className)}
        >
          <CalendarIcon />
          {value ? formatDate(value) : placeholder}
        </Button>
      </PopoverTrigger>
      <PopoverContent
        className="w-auto p-3"
        align="start"
        aria-label="Choose a date"
        // The calendar focuses the picked day (or today) itself, not the first button.
        onOpenAutoFocus={(event) => event.preventDefault()}
      >
        <Calendar
          value={value}
          isDisabled={isDisabled}
          dayTitle={dayTitle}
          yearRange={yearRange}
          onSelect={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
