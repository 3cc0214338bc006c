import { cn } from '@/lib/utils';

export const PRODUCT_NAME = 'LeaveDesk';

/**
 * The product mark: an L with a sun, on the accent colour. A `className` replaces the default
 * size-8, so give it a size (the signed-out pages join classes without resolving conflicts).
 */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden className={cn('shrink-0', className ?? 'size-8')}>
      <rect width="32" height="32" rx="8" className="fill-primary" />
      <path d="M9 8h4v12h10v4H9z" className="fill-primary-foreground" />
      <circle cx="23" cy="11" r="3" className="fill-primary-foreground/60" />
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <LogoMark />
      <span className="truncate text-[1.05rem] font-semibold tracking-tight">{PRODUCT_NAME}</span>
    </span>
  );
}
