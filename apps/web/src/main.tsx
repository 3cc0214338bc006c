import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { renderWhenRouted } from './app/first-render';
import { preloadSignedInApp } from './app/guards';
import { createAppRouter } from './app/routes';
import { prefetchSession } from './lib/session-token';
import { tokenStore } from './lib/storage';

// A returning visitor: the signed-in app's code and the session's answers start at once, beside
// the first screen's chunk.
if (tokenStore.get()) {
  prefetchSession();
  preloadSignedInApp();
}

const router = createAppRouter();
const root = createRoot(document.getElementById('root')!);
renderWhenRouted(router, () =>
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
