import { ChevronsUpDown, LogOut, Moon, UserRound } from 'lucide-react';
import * as React from 'react';
import { useNavigate } from 'react-router';
import { UserAvatar } from '@/components/ui/avatar';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { fullName, roleLabel } from '@/lib/format';
import { useCurrentUser } from '@/lib/session';
import { useDarkMode } from '../use-dark-mode';
import { SignOutDialog } from './sign-out-dialog';

/** The profile block at the bottom of the sidebar and the menu it opens. */
export function ProfileMenu({ onNavigate }: { onNavigate?: () => void }) {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [dark, setDark] = useDarkMode();
  const [signOutOpen, setSignOutOpen] = React.useState(false);
  const name = fullName(user);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          data-testid="profile-menu"
          className="flex w-full min-w-0 items-center gap-3 rounded-lg p-2 text-left outline-none transition-colors hover:bg-sidebar-active/60 focus-visible:ring-[3px] focus-visible:ring-ring/40 data-[state=open]:bg-sidebar-active/60"
        >
          <UserAvatar name={name} url={user.avatar?.url} size="md" />
          <span className="grid min-w-0 flex-1 leading-tight">
            <span className="truncate text-sm font-medium text-foreground" title={name}>
              {name}
            </span>
            <span className="truncate text-xs text-muted-foreground">{roleLabel(user.role)}</span>
          </span>
          <ChevronsUpDown className="size-4 shrink-0 text-muted-foreground" />
        </DropdownMenuTrigger>
        <DropdownMenuContent
          side="top"
          align="start"
          className="w-(--radix-dropdown-menu-trigger-width) min-w-56"
        >
          <DropdownMenuLabel className="grid font-normal">
            <span className="truncate font-medium">{name}</span>
            <span className="truncate text-xs text-muted-foreground">{user.email}</span>
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          <DropdownMenuItem
            onSelect={() => {
              onNavigate?.();
              navigate('/profile');
            }}
          >
            <UserRound />
            Profile
          </DropdownMenuItem>
          <DropdownMenuCheckboxItem
            checked={dark}
            onCheckedChange={(checked) => setDark(checked === true)}
            onSelect={(event) => event.preventDefault()}
          >
            <Moon />
            Dark mode
          </DropdownMenuCheckboxItem>
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setSignOutOpen(true)}>
            <LogOut />
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <SignOutDialog open={signOutOpen} onOpenChange={setSignOutOpen} />
    </>
  );
}
