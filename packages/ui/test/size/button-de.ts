// The one-Button page in German: the German formats, and no texts, as the Button has none.
import { Button, deBase, defaultBrand, HotelUiProvider } from '@hotel/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  createElement(HotelUiProvider, { brand: defaultBrand, locale: deBase }, createElement(Button, null, 'Hello')),
);
