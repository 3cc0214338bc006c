import { Menu } from 'lucide-react';
import * as React from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '@/components/logo';
import { SearchProvider, useSearchDialog } from '@/components/search-context';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { BellSlot } from './bell-slot';
import { OfflineBanner } from './offline-banner';
import { SidebarContent } from './sidebar';

type SearchDialogComponent = React.ComponentType;
let loadingSearch: Promise<SearchDialogComponent> | undefined;

/** The Search dialog (cmdk and its sources), loaded the first time Search opens. */
function LazySearchDialog() {
  const open = useSearchDialog()?.open ?? false;
  const [Dialog, setDialog] = React.useState<SearchDialogComponent>();
  React.useEffect(() => {
    if (!open || Dialog) return;
    loadingSearch ??= import('./search-dialog').then((module) => module.SearchDialog);
    void loadingSearch.then((loaded) => setDialog(() => loaded));
  }, [open, Dialog]);
  return Dialog ? <Dialog /> : null;
}

/** Where 'Skip to content' leads: the screen, past the sidebar's links. */
const MAIN_ID = 'main-content';

/**
 * The page's first focusable element, shown once focused: focus moves to the screen itself, so
 * the next Tab is the screen's first control rather than the sidebar's eight links and the bell.
 */
function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus();
        main?.scrollIntoView({ block: 'start' });
      }}
      className="sr-only focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-[60] focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:text-sm focus:font-medium focus:shadow-lg focus:outline-none focus:ring-[3px] focus:ring-ring/50"
    >
      Skip to content
    </a>
  );
}

/** The signed-in frame: sidebar (a sheet on small screens), the screen, and the Search dialog. */
export function AppShell({ children }: { children?: React.ReactNode }) {
  const [menuOpen, setMenuOpen] = React.useState(false);

  return (
    <SearchProvider>
      <div className="min-h-dvh bg-background">
        <SkipLink />
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-sidebar-border bg-sidebar md:block">
          <SidebarContent />
        </aside>

        <header className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur md:hidden">
          <Button variant="ghost" size="icon" aria-label="Open menu" onClick={() => setMenuOpen(true)}>
            <Menu className="size-5" />
          </Button>
          <Link to="/" className="min-w-0">
            <Logo />
          </Link>
          <div className="ml-auto">
            <BellSlot align="end" />
          </div>
        </header>
        <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
          <SheetContent aria-describedby={undefined}>
            <SheetTitle className="sr-only">Menu</SheetTitle>
            <SidebarContent onNavigate={() => setMenuOpen(false)} bell={false} />
          </SheetContent>
        </Sheet>

        <main id={MAIN_ID} tabIndex={-1} className="outline-none md:pl-64">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:px-8 md:py-8">
            <OfflineBanner />
            {children ?? <Outlet />}
          </div>
        </main>
        <LazySearchDialog />
        <ScrollRestoration />
      </div>
    </SearchProvider>
  );
}
