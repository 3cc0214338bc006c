import { Menu } from 'lucide-react';
import * as React from 'react';
import { Link, Outlet, ScrollRestoration } from 'react-router';
import { Logo } from '@/components/logo';
import { SearchProvider } from '@/components/search-context';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import { BellSlot } from './bell-slot';
import { SearchDialog } from './search-dialog';
import { SidebarContent } from './sidebar';

/** The signed-in frame: sidebar (a sheet on small screens), the screen, and the Search dialog. */
export function AppShell({ children }: { children?: React.ReactNode }) {
  const [menuOpen, setMenuOpen] = React.useState(false);

  return (
    <SearchProvider>
      <div className="min-h-dvh bg-background">
        <aside className="fixed inset-y-0 left-0 z-30 hidden w-64 border-r border-sidebar-border bg-sidebar md:block">
          <SidebarContent />
        </aside>

        <div className="sticky top-0 z-20 flex h-14 items-center gap-2 border-b bg-background/90 px-3 backdrop-blur md:hidden">
          <Button variant="ghost" size="icon" aria-label="Open menu" onClick={() => setMenuOpen(true)}>
            <Menu className="size-5" />
          </Button>
          <Link to="/" className="min-w-0">
            <Logo />
          </Link>
          <div className="ml-auto">
            <BellSlot align="end" />
          </div>
        </div>
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
        <SearchDialog />
        <ScrollRestoration />
      </div>
    </SearchProvider>
  );
}
