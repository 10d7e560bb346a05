// The one-Button page with the complete German pack, `de` (every component's texts).
import { Button, de, defaultBrand, HotelUiProvider } from '@hotel/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(createElement(HotelUiProvider, { brand: defaultBrand, locale: de }, createElement(Button, null, 'Hello')));
