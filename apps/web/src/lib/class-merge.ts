// Importing this module makes `cn` (lib/utils.ts) resolve conflicting Tailwind utilities: the
// signed-in app, the sign-up page and the test renderer import it before anything renders.
import { twMerge } from 'tailwind-merge';
import { installClassMerge } from './utils';

installClassMerge(twMerge);
