import { DARK_MODE, readStorage } from './storage';

type Listener = () => void;
const listeners = new Set<Listener>();

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

/** DARK_MODE ('true' / 'false') decides; without it the system colour scheme applies. */
export function isDarkMode(): boolean {
  const stored = readStorage(DARK_MODE);
  if (stored === 'true') return true;
  if (stored === 'false') return false;
  return systemPrefersDark();
}

export function applyTheme(): void {
  const dark = isDarkMode();
  const root = document.documentElement;
  root.classList.toggle('dark', dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
}

export function setDarkMode(dark: boolean): void {
  localStorage.setItem(DARK_MODE, String(dark));
  applyTheme();
  for (const l of listeners) l();
}

export function subscribeTheme(listener: Listener): () => void {
  listeners.add(listener);
  const media =
    typeof window.matchMedia === 'function' ? window.matchMedia('(prefers-color-scheme: dark)') : null;
  const onSystemChange = () => {
    applyTheme();
    listener();
  };
  media?.addEventListener('change', onSystemChange);
  return () => {
    listeners.delete(listener);
    media?.removeEventListener('change', onSystemChange);
  };
}
