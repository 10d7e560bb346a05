// One Button from the kit, inside the provider it needs, on top of the baseline.
import { Button, defaultBrand, HotelUiProvider } from '@hotel/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(createElement(HotelUiProvider, { brand: defaultBrand }, createElement(Button, null, 'Hello')));
