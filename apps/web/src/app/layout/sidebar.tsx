import { Link, NavLink } from 'react-router';
import { Logo } from '@/components/logo';
import { useCurrentUser } from '@/lib/session';
import { cn } from '@/lib/utils';
import { pagesForRole } from '../pages';
import { BellSlot } from './bell-slot';
import { ProfileMenu } from './profile-menu';

/** Paths whose link is active only on an exact match (their children are other pages). */
const EXACT = new Set(['/', '/leaves']);

/**
 * Logo and bell, the pages the user's role may open, and the profile block. The phone's sheet
 * leaves the bell out: its close button takes that corner, and the top bar has the bell.
 */
export function SidebarContent({ onNavigate, bell = true }: { onNavigate?: () => void; bell?: boolean }) {
  const user = useCurrentUser();
  const pages = pagesForRole(user.role);
  return (
    <div className="flex h-full min-h-0 flex-col">
      <div className="flex h-16 shrink-0 items-center justify-between gap-2 px-4">
        <Link
          to="/"
          onClick={onNavigate}
          className="min-w-0 rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/40"
        >
          <Logo />
        </Link>
        {bell && <BellSlot />}
      </div>
      <nav aria-label="Pages" className="flex-1 overflow-y-auto px-3 py-2">
        <ul className="grid gap-0.5">
          {pages.map((page) => (
            <li key={page.path}>
              <NavLink
                to={page.path}
                end={EXACT.has(page.path)}
                onClick={onNavigate}
                className={({ isActive }) =>
                  cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-sidebar-foreground outline-none transition-colors hover:bg-sidebar-active/60 hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/40',
                    isActive && 'bg-sidebar-active text-sidebar-active-foreground hover:bg-sidebar-active',
                  )
                }
              >
                <page.icon className="size-4 shrink-0" />
                <span className="truncate">{page.title}</span>
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <div className="shrink-0 border-t border-sidebar-border p-2">
        <ProfileMenu onNavigate={onNavigate} />
      </div>
    </div>
  );
}
