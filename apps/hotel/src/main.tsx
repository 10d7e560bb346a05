import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { connectApiClient } from './app/api';
import { App } from './app/App';
import { timings } from './config/timings';

// The API is served from the same origin under /api (VITE_API_BASE_URL overrides it).
connectApiClient({ baseUrl: import.meta.env.VITE_API_BASE_URL ?? '/api', timeoutMs: timings.apiTimeoutMs });

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to mount the app in.');

createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
