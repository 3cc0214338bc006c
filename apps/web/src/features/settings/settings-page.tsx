import type { Role } from '@leavedesk/contracts';
import { Bell, BookOpen, CalendarHeart, History, KeyRound, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useCurrentUser } from '@/lib/session';

/** Where the Guide tile leads: the user guide the app serves (features/guide). */
export const GUIDE_PATH = '/guide';

interface Tile {
  title: string;
  description: string;
  icon: LucideIcon;
  to: string;
  /** Only these roles see the tile (default: everyone). */
  roles?: readonly Role[];
}

const TILES: readonly Tile[] = [
  {
    title: 'Change Password',
    description: 'Set a new password for your account.',
    icon: KeyRound,
    to: '/settings/change-password',
  },
  {
    title: 'Official Holidays',
    description: 'Browse and import the public holidays of each country.',
    icon: CalendarHeart,
    to: '/settings/official-holidays',
  },
  {
    title: 'Notification',
    description: 'See the notifications sent to you and set up triggers.',
    icon: Bell,
    to: '/notifications',
  },
  {
    title: 'Audit trail',
    description: 'See who changed what in the organization, and when.',
    icon: History,
    to: '/organization/audit',
    roles: ['ORGANIZATION_ADMIN'],
  },
  {
    title: 'Guide',
    description: 'Learn how to use LeaveDesk, step by step.',
    icon: BookOpen,
    to: GUIDE_PATH,
  },
];

const tileClasses =
  'group flex items-start gap-4 rounded-xl border bg-card p-5 shadow-xs outline-none transition-colors hover:border-primary/40 hover:bg-muted/40 focus-visible:ring-[3px] focus-visible:ring-ring/40';

function TileBody({ tile }: { tile: Tile }) {
  const Icon = tile.icon;
  return (
    <>
      <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
        <Icon className="size-5" />
      </span>
      <span className="min-w-0 flex-1">
        <span className="flex items-center gap-1.5 font-medium">{tile.title}</span>
        <span className="mt-1 block text-sm text-muted-foreground">{tile.description}</span>
      </span>
    </>
  );
}

/** /settings: the hub of account and organization settings. */
export function Component() {
  const { role } = useCurrentUser();
  const tiles = TILES.filter((tile) => !tile.roles || tile.roles.includes(role));
  return (
    <>
      <PageHeader title="Settings" description="Manage your account settings, holidays, and notification." />
      <div className="grid gap-4 sm:grid-cols-2">
        {tiles.map((tile) => (
          <Link key={tile.title} to={tile.to} className={tileClasses}>
            <TileBody tile={tile} />
          </Link>
        ))}
      </div>
    </>
  );
}
