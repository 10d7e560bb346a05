import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../brands/default';
import { Button } from '../primitives/Button';
import { DateField } from '../primitives/DateField';
import { Paginator } from '../components/Paginator';
import { HotelUiProvider } from './HotelUiProvider';

const inProvider = (element: ReactElement) => createElement(HotelUiProvider, { brand: defaultBrand }, element);

describe('a kit component outside HotelUiProvider', () => {
  it.each([
    ['Button', createElement(Button, null, 'Go')],
    ['Field', createElement(DateField, { label: 'Check-in' })],
    ['Paginator', createElement(Paginator, { page: 1, pageCount: 3, onPageChange: () => {} })],
  ])('<%s> throws an error naming the provider', (name, element) => {
    expect(() => renderToStaticMarkup(element)).toThrow(`<${name}> must be rendered inside <HotelUiProvider`);
  });

  it('renders inside the provider', () => {
    expect(renderToStaticMarkup(inProvider(createElement(Button, null, 'Go')))).toContain('>Go</button>');
  });
});
