import './styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { preloadSignedInApp } from './app/guards';
import { prefetchSession } from './lib/session-token';
import { tokenStore } from './lib/storage';

// A returning visitor: the signed-in app's code and the session's answers start at once, beside
// the first screen's chunk.
if (tokenStore.get()) {
  prefetchSession();
  preloadSignedInApp();
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
