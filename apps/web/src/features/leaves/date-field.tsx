import { CalendarIcon } from 'lucide-react';
import * as React from 'react';
import { Button } from '@/components/ui/button';
import { DatePickerCalendar } from '@/components/ui/calendar';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatDate } from '@/lib/format';
import { cn } from '@/lib/utils';

export interface DateFieldProps {
  id?: string;
  value?: string;
  onChange: (date: string) => void;
  isDisabled: (date: string) => boolean;
  dayTitle?: (date: string) => string | undefined;
  placeholder: string;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
}

/** A button showing the picked date that opens a month grid in a popover. */
export function DateField({ value, onChange, isDisabled, dayTitle, placeholder, ...field }: DateFieldProps) {
  const [open, setOpen] = React.useState(false);
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          {...field}
          variant="outline"
          className={cn('w-full justify-start font-normal', !value && 'text-muted-foreground')}
        >
          <CalendarIcon />
          {value ? formatDate(value) : placeholder}
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-3" align="start">
        <DatePickerCalendar
          value={value}
          isDisabled={isDisabled}
          dayTitle={dayTitle}
          onSelect={(date) => {
            onChange(date);
            setOpen(false);
          }}
        />
      </PopoverContent>
    </Popover>
  );
}
