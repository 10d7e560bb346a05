/* eslint-disable @typescript-eslint/no-require-imports -- CommonJS on purpose: this is how a require() tool loads the kit */
// CommonJS, as Jest and older Node tools load the kit: `require('@hotel/ui')` (the package's `require` condition),
// then a server render of a Button inside the provider. Prints the HTML; consumer.test.ts checks it.
const { createElement } = require('react');
const { renderToString } = require('react-dom/server');
const { Button, HotelUiProvider, defaultBrand, de } = require('@hotel/ui');

process.stdout.write(
  renderToString(createElement(HotelUiProvider, { brand: defaultBrand, locale: de }, createElement(Button, null, 'Jetzt buchen'))),
);
