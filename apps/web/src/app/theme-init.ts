// Imported first by main.tsx: sets the `dark` class before React renders anything, so the first
// paint already has the right colours (an inline script would be blocked by the CSP).
import { applyTheme } from '@/lib/theme';

applyTheme();
