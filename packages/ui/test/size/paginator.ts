// A Paginator in English, to compare with paginator-de.ts.
import { defaultBrand, HotelUiProvider, Paginator } from '@hotel/ui';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(
  createElement(HotelUiProvider, { brand: defaultBrand }, createElement(Paginator, { page: 1, pageCount: 3, onPageChange: () => {} })),
);
