import { ArrowLeft, SearchIcon } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { PRODUCT_NAME } from './logo';
import { useSearchDialog } from './search-context';

const SHORTCUT =
  typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.userAgent) ? '⌘K' : 'Ctrl K';

export interface PageHeaderProps {
  title: React.ReactNode;
  /** Plain title for the browser tab when `title` is not a string. */
  documentTitle?: string;
  description?: React.ReactNode;
  /** A path to go back to, or true to go back in history. */
  back?: string | true;
  /** Page actions, right of the Search button. */
  actions?: React.ReactNode;
  className?: string;
}

/** The header every screen starts with: back, title, 'Search' and the page's actions. */
export function PageHeader({ title, documentTitle, description, back, actions, className }: PageHeaderProps) {
  const navigate = useNavigate();
  const search = useSearchDialog();
  const tabTitle = documentTitle ?? (typeof title === 'string' ? title : undefined);

  React.useEffect(() => {
    if (tabTitle) document.title = `${tabTitle} · ${PRODUCT_NAME}`;
  }, [tabTitle]);

  return (
    <header className={cn('mb-6 flex flex-wrap items-start justify-between gap-x-4 gap-y-3', className)}>
      <div className="flex min-w-0 items-start gap-2">
        {back && (
          <Button
            variant="ghost"
            size="icon-sm"
            aria-label="Back"
            className="-ml-2 mt-0.5"
            onClick={() => (back === true ? navigate(-1) : navigate(back))}
          >
            <ArrowLeft />
          </Button>
        )}
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight">{title}</h1>
          {description && <p className="mt-1 text-sm text-muted-foreground">{description}</p>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {search && (
          <Button
            variant="outline"
            onClick={() => search.setOpen(true)}
            className="text-muted-foreground hover:text-foreground"
          >
            <SearchIcon />
            <span>Search</span>
            <kbd className="pointer-events-none ml-2 hidden h-5 items-center gap-0.5 rounded border bg-muted px-1.5 font-mono text-[10px] font-medium sm:inline-flex">
              {SHORTCUT}
            </kbd>
          </Button>
        )}
        {actions}
      </div>
    </header>
  );
}
