import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { defaultBrand } from '../brands/default';
import { Button } from '../primitives/Button';
import { DateField } from '../components/DateField';
import { Paginator } from '../components/Paginator';
import { HotelUiProvider } from './HotelUiProvider';

describe('a kit component outside HotelUiProvider', () => {
  it.each<[string, ReactElement]>([
    ['Button', <Button>Go</Button>],
    ['DateField', <DateField label="Check-in" />],
    ['Paginator', <Paginator page={1} pageCount={3} onPageChange={() => {}} />],
  ])('<%s> throws an error naming the provider', (name, element) => {
    expect(() => renderToStaticMarkup(element)).toThrow(`<${name}> must be rendered inside <HotelUiProvider`);
  });

  it('renders inside the provider', () => {
    const html = renderToStaticMarkup(
      <HotelUiProvider brand={defaultBrand}>
        <Button>Go</Button>
      </HotelUiProvider>,
    );
    expect(html).toContain('>Go</button>');
  });
});
