import type { Decorator, Preview } from '@storybook/react-vite';
import { HotelUiProvider } from '../packages/ui/src/provider/HotelUiProvider';
import { brands, isBrandKey } from './brands';
import { StorybookLink } from './StorybookLink';


/** The one decorator: every story renders inside HotelUiProvider for the toolbar's brand. */
const withHotelUi: Decorator = (Story, context) => {
  const brand = brands[isBrandKey(context.globals.brand) ? context.globals.brand : 'default'];
  return (
    <HotelUiProvider brand={brand} linkComponent={StorybookLink}>
      <div style={{ padding: '1rem' }}>
        <Story />
      </div>
    </HotelUiProvider>
  );
};

const preview: Preview = {
  tags: ['autodocs'],
  parameters: {
    // Axe violations fail the story tests.
    a11y: { test: 'error' },
    layout: 'fullscreen',
  },
  globalTypes: {
    brand: {
      description: 'Brand pack (tokens + messages)',
      toolbar: {
        title: 'Brand',
        icon: 'paintbrush',
        items: [
          { value: 'default', title: 'HavenHub (default)' },
          { value: 'seaside', title: 'Seaside Inn' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { brand: 'default' },
  decorators: [withHotelUi],
};

export default preview;
