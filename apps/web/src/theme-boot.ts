// The whole of the script that runs before the first paint (see theme-boot.ts beside vite.config.ts):
// the `dark` class and the colour scheme, from DARK_MODE or the system preference.
import { applyTheme } from './lib/theme';

applyTheme();
