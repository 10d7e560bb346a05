// A Paginator in German: the German formats and only the Paginator's German texts.
import { deBase, defaultBrand, defineLocale, HotelUiProvider, Paginator } from '@hotel/ui';
import { Paginator as paginatorInGerman } from '@hotel/ui/locales/de';
import { createElement } from 'react';
import { createRoot } from 'react-dom/client';

const german = defineLocale({ ...deBase, messages: { Paginator: paginatorInGerman } });

createRoot(document.getElementById('root')!).render(
  createElement(HotelUiProvider, { brand: defaultBrand, locale: german }, createElement(Paginator, { page: 1, pageCount: 3, onPageChange: () => {} })),
);
