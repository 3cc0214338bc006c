import { Menu } from 'lucide-react';
import * as React from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '@/components/logo';
import { SearchProvider, useSearchDialog } from '@/components/search-context';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { BellSlot } from './bell-slot';
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

/** The signed-in frame: sidebar (a sheet on small screens), the screen, and the Search dialog. */
export function AppShell({ children }: { children?: React.ReactNode }) {
  const [menuOpen, setMenuOpen] = React.useState(false);

  return (
    <SearchProvider>
      <div className="min-h-dvh bg-background">
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

        <main className="md:pl-64">
          <div className="mx-auto w-full max-w-6xl px-4 py-6 sm:px-6 md:px-8 md:py-8">
            {children ?? <Outlet />}
          </div>
        </main>
        <LazySearchDialog />
        <ScrollRestoration />
      </div>
    </SearchProvider>
  );
}
