import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApiClient } from './session/apiClient';
import { App } from './app/App';
import { apiBaseUrl } from './config/apiBaseUrl';
import { timings } from './config/timings';
import { startLanguage } from './app/language';
import { startHotelProfile } from './shared/hotelProfile';

connectApiClient({ baseUrl: apiBaseUrl(import.meta.env.VITE_API_BASE_URL), timeoutMs: timings.apiTimeoutMs });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

const root = createRoot(container);
// The hotel's profile (in the page as served) and the first language's pack (German loads on demand, the hotel's
// default language among the choices) before the first render, so neither the default name nor English flashes first.
void startHotelProfile()
  .then((hotel) => startLanguage(hotel?.defaultLanguage))
  .finally(() => {
    // As a transition, the first render yields to the browser every few milliseconds instead of holding the main thread
    // for the whole page (Lighthouse counted it as one long task on a slow phone).
    startTransition(() => {
      root.render(
        <StrictMode>
          <App />
        </StrictMode>,
      );
    });
  });
