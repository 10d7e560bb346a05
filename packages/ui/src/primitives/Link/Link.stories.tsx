import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LinkContext, type LinkComponentProps } from '../../provider/LinkContext';
import { Link } from './Link';
import { themeColor } from '../../stories/storyMessages';

/** Stands in for the app's adapted router link. */
function RouterLikeLink({ href, children, ...rest }: LinkComponentProps) {
  return (
    <a data-router-link="" href={href} {...rest}>
      {children}
    </a>
  );
}

const meta = {
  title: 'Primitives/Link',
  component: Link,
  args: { href: '/browse-all-rooms', children: 'Browse all rooms', onClick: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['inline', 'standalone', 'primary', 'secondary'] } },
} satisfies Meta<typeof Link>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: (args) => (
    <p>
      Not sure yet? <Link {...args} /> to compare them.
    </p>
  ),
  play: async ({ args, canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Browse all rooms' });
    await expect(link).toHaveAttribute('href', '/browse-all-rooms');
    // Storybook's linkComponent logs the navigation instead of leaving the story.
    await userEvent.click(link);
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Playground: Story = { args: { variant: 'inline' } };

/** A standalone link is a target of at least 24 x 24 CSS px (WCAG 2.2, 2.5.8), even with a one-word text. */
export const Standalone: Story = {
  args: { variant: 'standalone', children: 'Go' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('link', { name: 'Go' }).getBoundingClientRect();
    await expect(box.height).toBeGreaterThanOrEqual(24);
    await expect(box.width).toBeGreaterThanOrEqual(24);
  },
};

export const LooksLikePrimaryButton: Story = {
  args: { variant: 'primary', href: '/book-room/7', children: 'Book Now' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Book Now' })).toHaveAttribute('href', '/book-room/7');
  },
};

export const LooksLikeSecondaryButton: Story = {
  args: { variant: 'secondary', href: '/existing-rooms', children: 'Existing rooms' },
};

export const KeyboardFocus: Story = {
  tags: ['test-only'],
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse all rooms' })).toHaveFocus();
  },
};

export const RendersProviderLinkComponent: Story = {
  tags: ['test-only'],
  render: (args) => (
    <LinkContext.Provider value={RouterLikeLink}>
      <Link {...args} variant="standalone" />
    </LinkContext.Provider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Browse all rooms' });
    await expect(link).toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('data-variant', 'standalone');
    await expect(getComputedStyle(link).color).toBe(themeColor(canvasElement, 'accent'));
  },
};

export const PlainAnchorWithoutLinkComponent: Story = {
  tags: ['test-only'],
  render: (args) => (
    <LinkContext.Provider value={undefined}>
      <Link {...args} onClick={(event) => event.preventDefault()} />
    </LinkContext.Provider>
  ),
  play: async ({ canvas, canvasElement }) => {
    const link = canvas.getByRole('link', { name: 'Browse all rooms' });
    await expect(link).not.toHaveAttribute('data-router-link');
    await expect(link).toHaveAttribute('href', '/browse-all-rooms');
    await expect(getComputedStyle(link).color).toBe(themeColor(canvasElement, 'accent'));
  },
};

export const SeasideBrand: Story = { ...LooksLikePrimaryButton, globals: { brand: 'seaside' } };
