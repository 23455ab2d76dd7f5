import './styles/global.css';
import './styles/portal.css';
import './styles/pages.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setNavigate } from './api/navigation.js';
import { startVisitorSession } from './api/visitor-login.js';
import { AppProviders } from './app/app-providers.js';
import { startActivityTracking } from './auth/activity.js';
import { verifyUserSession } from './auth/auth-api.js';
import { startSessionKeeper } from './auth/session-keeper.js';
import { loadRuntimeConfig } from './config/runtime-config.js';
import { currentLanguage, loadLanguage } from './i18n/index.js';
import { createAppRouter } from './router.js';

const router = createAppRouter();
setNavigate((to) => void router.navigate(to));

// Spec section 4: a first visit silently becomes a visitor; a user's token is kept fresh while active.
void startVisitorSession();
void verifyUserSession();
startActivityTracking(window);
startSessionKeeper();
loadRuntimeConfig().catch(() => {
  // The portal works with its defaults (city name, links) when /api/config is unreachable.
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = createRoot(container);
// The first render waits for the visitor's language. Should its texts not arrive after the chunk
// retries, the app renders anyway: a page of keys can still be reloaded, a blank one gives no hint.
void loadLanguage(currentLanguage()).finally(() =>
  root.render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);
