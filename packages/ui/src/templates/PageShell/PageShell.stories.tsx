import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { Heading } from '../../primitives/Heading';
import { Footer } from '../../sections/Footer';
import { NavBar } from '../../sections/NavBar';
import { STORY_YEAR, storyHrefs } from '../../stories/ScreenShell';
import { hotelName, playMessages } from '../../stories/storyMessages';
import { PageShell, type PageShellProps } from './PageShell';

const meta = {
  title: 'Layout/PageShell',
  component: PageShell,
  args: {
    header: <NavBar hrefs={storyHrefs} />,
    footer: <Footer year={STORY_YEAR} />,
    children: (
      <section aria-labelledby="shell-demo">
        <Heading level={1} id="shell-demo">
          Page content
        </Heading>
      </section>
    ),
  },
} satisfies Meta<typeof PageShell>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Wide: Story = { args: { width: 'wide' } };

export const SkipLinkMovesFocusToMain: Story = {
  play: async ({ canvas, globals, userEvent }) => {
    await userEvent.tab();
    const skipLink = canvas.getByRole('link', { name: playMessages(globals).PageShell.skipToContent });
    await expect(skipLink).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A page title names the page before the brand in the document title. */
export const DocumentTitle: Story = {
  args: { pageTitle: 'Find My Booking' },
  play: async ({ globals }) => {
    await waitFor(() => expect(document.title).toBe(`Find My Booking · ${hotelName(globals)}`));
  },
};

export const DocumentTitleSeaside: Story = {
  args: { pageTitle: 'Find My Booking' },
  globals: { brand: 'seaside' },
  play: async () => {
    await waitFor(() => expect(document.title).toBe('Find My Booking · Seaside Inn'));
  },
};

/** Two pages the header's button moves between, the second loading before its heading shows. */
function Navigating(props: PageShellProps) {
  const [page, setPage] = useState<'first' | 'second'>('first');
  const [isLoaded, setIsLoaded] = useState(false);
  return (
    <PageShell
      {...props}
      navigationKey={page}
      pageTitle={page === 'first' ? 'Home' : 'Profile'}
      header={
        <header>
          <Button onPress={() => setPage('second')}>Go to profile</Button>
        </header>
      }
    >
      {page === 'first' ? (
        <Heading level={1}>Welcome</Heading>
      ) : isLoaded ? (
        <Heading level={1}>Your profile</Heading>
      ) : (
        <Button onPress={() => setIsLoaded(true)}>Finish loading</Button>
      )}
    </PageShell>
  );
}

/**
 * After a navigation, focus moves to the new page's h1; while the page is still loading, to main, and on to the
 * h1 when it appears. The first render leaves focus alone.
 */
export const FocusAfterNavigation: Story = {
  render: (args) => <Navigating {...args} />,
  play: async ({ canvas, globals, userEvent }) => {
    await expect(canvas.getByRole('heading', { name: 'Welcome' })).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to profile' }));
    await expect(canvas.getByRole('main')).toHaveFocus();
    await waitFor(() => expect(document.title).toBe(`Profile · ${hotelName(globals)}`));
    // The loading page's own control (pressed by pointer: focus stays on main until the heading arrives).
    canvas.getByRole('button', { name: 'Finish loading' }).click();
    await waitFor(() => expect(canvas.getByRole('heading', { level: 1, name: 'Your profile' })).toHaveFocus());
  },
};

export const SeasideBrand: Story = { globals: { brand: 'seaside' } };
