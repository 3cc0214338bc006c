import * as React from 'react';
import { isDarkMode, setDarkMode, subscribeTheme } from '@/lib/theme';

/** The current colour scheme and a setter that stores DARK_MODE. */
export function useDarkMode(): [boolean, (dark: boolean) => void] {
  const dark = React.useSyncExternalStore(subscribeTheme, isDarkMode, () => false);
  return [dark, setDarkMode];
}
