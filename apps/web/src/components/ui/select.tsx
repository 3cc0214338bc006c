import { CheckIcon, ChevronDownIcon, ChevronUpIcon } from 'lucide-react';
import { Select as SelectPrimitive } from 'radix-ui';
import * as React from 'react';
import { cn } from '@/lib/utils';

export const Select = SelectPrimitive.Root;
export const SelectGroup = SelectPrimitive.Group;
export const SelectValue = SelectPrimitive.Value;

const TRIGGER =
  'flex h-9 w-full items-center justify-between gap-2 rounded-md border border-input bg-card px-3 py-2 text-sm whitespace-nowrap shadow-xs outline-none transition-[color,box-shadow] focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive data-[placeholder]:text-muted-foreground dark:bg-input/20 *:data-[slot=select-value]:line-clamp-1 *:data-[slot=select-value]:flex *:data-[slot=select-value]:items-center *:data-[slot=select-value]:gap-2 [&_svg]:shrink-0 [&>span]:min-w-0 [&>span]:truncate';

/**
 * A select's value cut short (a 50-character team or person name in a narrow filter) keeps its
 * whole text in the trigger's `title`, so hovering shows it (decision 0031); a value that fits gets
 * none. Kept in step with the value as it changes and measured again when the pointer or the focus
 * comes (the trigger may have been resized meanwhile).
 */
function useTitleWhenCutShort(trigger: React.RefObject<HTMLButtonElement | null>, enabled: boolean) {
  const sync = React.useCallback(() => {
    const element = trigger.current;
    const value = element?.firstElementChild;
    if (!element || !enabled || !(value instanceof HTMLElement)) return;
    const text = value.textContent?.trim() ?? '';
    if (text && value.scrollWidth > value.clientWidth) element.title = text;
    else element.removeAttribute('title');
  }, [trigger, enabled]);
  React.useLayoutEffect(() => {
    const element = trigger.current;
    if (!element || !enabled) return;
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, { subtree: true, childList: true, characterData: true });
    return () => observer.disconnect();
  }, [trigger, enabled, sync]);
  return sync;
}

export function SelectTrigger({
  className,
  children,
  ref,
  onPointerEnter,
  onFocus,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Trigger>) {
  const own = React.useRef<HTMLButtonElement>(null);
  const syncTitle = useTitleWhenCutShort(own, props.title === undefined);
  const setRef = React.useCallback(
    (node: HTMLButtonElement | null) => {
      own.current = node;
      if (typeof ref === 'function') ref(node);
      else if (ref) ref.current = node;
    },
    [ref],
  );
  return (
    <SelectPrimitive.Trigger
      data-slot="select-trigger"
      ref={setRef}
      className={cn(TRIGGER, className)}
      onPointerEnter={(event) => {
        syncTitle();
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        syncTitle();
        onFocus?.(event);
      }}
      {...props}
    >
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDownIcon className="size-4 opacity-50" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  );
}

/**
 * A closed select's look without the select: Radix's Select renders every item, closed or open
 * (about 130 components for a short list), which a screen's first paint can do without
 * (lib/first-paint.ts). Inert and hidden from assistive technology; the real one replaces it in the
 * render right after.
 */
export function SelectTriggerPlaceholder({
  className,
  children,
}: {
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div aria-hidden data-slot="select-trigger-placeholder" className={cn(TRIGGER, className)}>
      <span data-slot="select-value">{children}</span>
      <ChevronDownIcon className="size-4 opacity-50" />
    </div>
  );
}

export function SelectContent({
  className,
  children,
  position = 'popper',
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Content>) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        data-slot="select-content"
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-x-hidden overflow-y-auto rounded-md border bg-popover text-popover-foreground shadow-lg data-[state=open]:animate-in',
          position === 'popper' &&
            'w-full min-w-(--radix-select-trigger-width) data-[side=bottom]:translate-y-1 data-[side=top]:-translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.ScrollUpButton className="flex cursor-default items-center justify-center py-1">
          <ChevronUpIcon className="size-4" />
        </SelectPrimitive.ScrollUpButton>
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
        <SelectPrimitive.ScrollDownButton className="flex cursor-default items-center justify-center py-1">
          <ChevronDownIcon className="size-4" />
        </SelectPrimitive.ScrollDownButton>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  );
}

export function SelectLabel({ className, ...props }: React.ComponentProps<typeof SelectPrimitive.Label>) {
  return (
    <SelectPrimitive.Label
      className={cn('px-2 py-1.5 text-xs text-muted-foreground', className)}
      {...props}
    />
  );
}

export function SelectItem({
  className,
  children,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Item>) {
  return (
    <SelectPrimitive.Item
      data-slot="select-item"
      className={cn(
        'relative flex w-full cursor-default items-center gap-2 rounded-sm py-1.5 pr-8 pl-2 text-sm outline-none select-none focus:bg-accent focus:text-accent-foreground data-[disabled]:pointer-events-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <span className="absolute right-2 flex size-3.5 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <CheckIcon className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  );
}

/** One item per named record (teams, leave policies), its value the record's id as text. */
export function SelectItemsById({ items }: { items: readonly { id: number; name: string }[] | undefined }) {
  return items?.map((item) => (
    <SelectItem key={item.id} value={String(item.id)}>
      {item.name}
    </SelectItem>
  ));
}

export function SelectSeparator({
  className,
  ...props
}: React.ComponentProps<typeof SelectPrimitive.Separator>) {
  return <SelectPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />;
}
