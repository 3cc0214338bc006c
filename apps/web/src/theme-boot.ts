// The whole of the script that runs before the first paint (see theme-boot.ts beside vite.config.ts):
// the `dark` class and the colour scheme, from DARK_MODE or the system preference; for a returning
// visitor, the signed-in app's and the screen's files asked for at once (lib/preload-screen.ts).

import { preloadScreen } from './lib/preload-screen';
import { applyTheme } from './lib/theme';

applyTheme();
preloadScreen();
