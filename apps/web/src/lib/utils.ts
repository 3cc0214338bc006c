import { type ClassValue, clsx } from 'clsx';

let merge: (classes: string) => string = (classes) => classes;

/**
 * Joins class names and, once tailwind-merge is installed (lib/class-merge.ts, imported by the
 * signed-in app and the sign-up page), lets later Tailwind utilities win over earlier ones. The
 * sign-in and forgotten-password pages do without its 8.5 KB: nothing there overrides a utility
 * (public-pages-classes.test.tsx checks it).
 */
export function cn(...inputs: ClassValue[]): string {
  return merge(clsx(inputs));
}

/** Called once by lib/class-merge.ts. */
export function installClassMerge(mergeClasses: (classes: string) => string) {
  merge = mergeClasses;
}
