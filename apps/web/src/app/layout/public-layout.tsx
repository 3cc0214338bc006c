import { CalendarCheck2, ShieldCheck, Sun } from 'lucide-react';
import type * as React from 'react';
import { Link, Outlet } from 'react-router';
import { Logo } from '@/components/logo';

const HIGHLIGHTS = [
  { icon: Sun, text: 'Balances, requests and approvals in one place' },
  { icon: CalendarCheck2, text: 'A shared calendar with holidays and working days' },
  { icon: ShieldCheck, text: 'Roles for admins, team admins and employees' },
];

/** The frame of /signup, /signin and /forget-password: a brand panel and the form. */
export function PublicLayout({ children }: { children?: React.ReactNode }) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-indigo-600 text-white lg:flex dark:bg-indigo-950 lg:flex-col lg:justify-between lg:p-10">
        <div
          aria-hidden
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(circle_at_20%_-10%,rgba(255,255,255,0.22),transparent_55%),radial-gradient(circle_at_110%_110%,rgba(0,0,0,0.25),transparent_50%)]"
        />
        <Link to="/" className="relative flex items-center gap-2.5 text-lg font-semibold tracking-tight">
          <svg viewBox="0 0 32 32" aria-hidden className="size-8">
            <rect width="32" height="32" rx="8" fill="currentColor" fillOpacity="0.16" />
            <path d="M9 8h4v12h10v4H9z" fill="currentColor" />
            <circle cx="23" cy="11" r="3" fill="currentColor" fillOpacity="0.6" />
          </svg>
          LeaveDesk
        </Link>
        <div className="relative max-w-md">
          <p className="text-3xl font-semibold leading-tight tracking-tight">
            Time off, without the paperwork.
          </p>
          <ul className="mt-8 grid gap-4 text-white/85">
            {HIGHLIGHTS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <span className="flex size-8 items-center justify-center rounded-full bg-white/15">
                  <Icon className="size-4" />
                </span>
                {text}
              </li>
            ))}
          </ul>
        </div>
        <p className="relative text-sm text-white/70">Leave tracking for teams of every size.</p>
      </aside>
      <main className="flex min-w-0 flex-col items-center px-4 py-10 sm:px-8 lg:justify-center">
        <Link to="/" className="mb-8 lg:hidden">
          <Logo />
        </Link>
        <div className="w-full max-w-md">{children ?? <Outlet />}</div>
      </main>
    </div>
  );
}
