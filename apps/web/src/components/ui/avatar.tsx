import * as React from 'react';
import { assetUrl } from '@/api/client';
import { cn } from '@/lib/utils';

/** 16 background/text pairs, readable in light and dark mode (part 1 §9). */
export const AVATAR_COLORS = [
  'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-100',
  'bg-orange-100 text-orange-800 dark:bg-orange-900/60 dark:text-orange-100',
  'bg-amber-100 text-amber-800 dark:bg-amber-900/60 dark:text-amber-100',
  'bg-yellow-100 text-yellow-800 dark:bg-yellow-900/60 dark:text-yellow-100',
  'bg-lime-100 text-lime-800 dark:bg-lime-900/60 dark:text-lime-100',
  'bg-green-100 text-green-800 dark:bg-green-900/60 dark:text-green-100',
  'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-100',
  'bg-teal-100 text-teal-800 dark:bg-teal-900/60 dark:text-teal-100',
  'bg-cyan-100 text-cyan-800 dark:bg-cyan-900/60 dark:text-cyan-100',
  'bg-sky-100 text-sky-800 dark:bg-sky-900/60 dark:text-sky-100',
  'bg-blue-100 text-blue-800 dark:bg-blue-900/60 dark:text-blue-100',
  'bg-indigo-100 text-indigo-800 dark:bg-indigo-900/60 dark:text-indigo-100',
  'bg-violet-100 text-violet-800 dark:bg-violet-900/60 dark:text-violet-100',
  'bg-purple-100 text-purple-800 dark:bg-purple-900/60 dark:text-purple-100',
  'bg-fuchsia-100 text-fuchsia-800 dark:bg-fuchsia-900/60 dark:text-fuchsia-100',
  'bg-pink-100 text-pink-800 dark:bg-pink-900/60 dark:text-pink-100',
] as const;

/** A stable index in 0..15 for a name: the same person always gets the same colour. */
export function avatarColorIndex(name: string): number {
  let hash = 0;
  for (let i = 0; i < name.length; i++) hash = (hash * 31 + name.charCodeAt(i)) | 0;
  return Math.abs(hash) % AVATAR_COLORS.length;
}

export function avatarColor(name: string): string {
  return AVATAR_COLORS[avatarColorIndex(name)];
}

/** 'Ada Lovelace' → 'AL'; one word → its first two letters. */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return '?';
  if (words.length === 1) return words[0].slice(0, 2).toUpperCase();
  return (words[0][0] + words[words.length - 1][0]).toUpperCase();
}

const sizes = {
  xs: 'size-5 text-[9px]',
  sm: 'size-7 text-[11px]',
  md: 'size-9 text-xs',
  lg: 'size-12 text-sm',
  xl: 'size-20 text-xl',
};

export interface UserAvatarProps extends Omit<React.ComponentProps<'span'>, 'children'> {
  name: string;
  /** `avatar.url` of a user (`/api/assets/{id}`); loaded with the access token as `?token=`. */
  url?: string | null;
  size?: keyof typeof sizes;
}

/**
 * A user's picture, or their initials on the colour of their name until it has loaded and when it
 * cannot be. Plain elements, not Radix's Avatar: a month of the calendar shows dozens of them, and
 * each Radix avatar was six components and two effects.
 */
export function UserAvatar({ name, url, size = 'md', className, ...props }: UserAvatarProps) {
  const src = assetUrl(url);
  const [loaded, setLoaded] = React.useState<string>();
  const pictureShown = src !== undefined && loaded === src;
  return (
    <span
      data-slot="avatar"
      className={cn(
        'relative flex shrink-0 overflow-hidden rounded-full select-none',
        sizes[size],
        className,
      )}
      {...props}
    >
      <span
        data-testid="avatar-fallback"
        hidden={pictureShown}
        className={`flex size-full items-center justify-center font-semibold ${avatarColor(name)}`}
      >
        {initials(name)}
      </span>
      {src && (
        <img
          src={src}
          alt={name}
          onLoad={() => setLoaded(src)}
          className={`absolute inset-0 aspect-square size-full object-cover${pictureShown ? '' : ' invisible'}`}
        />
      )}
    </span>
  );
}
