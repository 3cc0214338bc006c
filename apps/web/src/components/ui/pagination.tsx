import { ChevronLeftIcon, ChevronRightIcon, MoreHorizontalIcon } from 'lucide-react';
import { cn } from '@/lib/utils';
import { buttonVariants } from './button';

/**
 * The zero-based page indexes to show, with 'ellipsis' gaps: every page when there are at most 3,
 * else the first, the last and the neighbours of the current one.
 */
export function pageItems(pageNumber: number, totalPages: number): (number | 'ellipsis')[] {
  if (totalPages <= 3) return Array.from({ length: totalPages }, (_, i) => i);
  const wanted = new Set([0, totalPages - 1, pageNumber - 1, pageNumber, pageNumber + 1]);
  const pages = [...wanted].filter((p) => p >= 0 && p < totalPages).sort((a, b) => a - b);
  const items: (number | 'ellipsis')[] = [];
  for (const [i, p] of pages.entries()) {
    if (i > 0 && p - pages[i - 1] > 1) items.push('ellipsis');
    items.push(p);
  }
  return items;
}

export interface PaginationProps {
  /** Zero-based, as in the paged answer. */
  pageNumber: number;
  totalPages: number;
  onPageChange: (pageNumber: number) => void;
  className?: string;
}

/** Numbered pages shown one-based; hidden when everything fits on one page. */
export function Pagination({ pageNumber, totalPages, onPageChange, className }: PaginationProps) {
  if (totalPages <= 1) return null;
  const link = (active: boolean) =>
    cn(buttonVariants({ variant: active ? 'outline' : 'ghost', size: 'icon-sm' }), active && 'font-semibold');
  return (
    <nav aria-label="pagination" className={cn('mx-auto flex w-full justify-center', className)}>
      <ul className="flex flex-row items-center gap-1">
        <li>
          <button
            type="button"
            aria-label="Go to previous page"
            disabled={pageNumber <= 0}
            onClick={() => onPageChange(pageNumber - 1)}
            className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'gap-1 pl-2')}
          >
            <ChevronLeftIcon />
            <span className="hidden sm:block">Previous</span>
          </button>
        </li>
        {pageItems(pageNumber, totalPages).map((item, i) =>
          item === 'ellipsis' ? (
            <li
              key={`e${i}`}
              aria-hidden
              className="flex size-8 items-center justify-center text-muted-foreground"
            >
              <MoreHorizontalIcon className="size-4" />
              <span className="sr-only">More pages</span>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                aria-current={item === pageNumber ? 'page' : undefined}
                onClick={() => onPageChange(item)}
                className={link(item === pageNumber)}
              >
                {item + 1}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            aria-label="Go to next page"
            disabled={pageNumber >= totalPages - 1}
            onClick={() => onPageChange(pageNumber + 1)}
            className={cn(buttonVariants({ variant: 'ghost', size: 'sm' }), 'gap-1 pr-2')}
          >
            <span className="hidden sm:block">Next</span>
            <ChevronRightIcon />
          </button>
        </li>
      </ul>
    </nav>
  );
}
