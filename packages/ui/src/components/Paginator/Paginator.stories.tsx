import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { pageName, paginationName } from '../../stories/storyMessages';
import { Paginator } from './Paginator';

const meta = {
  title: 'Components/Paginator',
  component: Paginator,
  args: { page: 1, pageCount: 4, onPageChange: fn() },
} satisfies Meta<typeof Paginator>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent, globals }) => {
    const nav = canvas.getByRole('navigation', { name: paginationName(globals) });
    await expect(nav).toBeInTheDocument();
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual(['1', '2', '3', '4']);
    await expect(canvas.getByRole('button', { name: pageName(globals, 1) })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('button', { name: pageName(globals, 3) }));
    await expect(args.onPageChange).toHaveBeenCalledOnce();
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

export const MiddlePage: Story = {
  args: { page: 3 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: pageName(globals, 3) })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: pageName(globals, 1) })).not.toHaveAttribute('aria-current');
  },
};

export const CurrentPageIsNoOp: Story = {
  tags: ['test-only'],
  args: { page: 2 },
  play: async ({ args, canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: pageName(globals, 2) }));
    await expect(args.onPageChange).not.toHaveBeenCalled();
  },
};

export const KeyboardOperable: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, userEvent, globals }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: pageName(globals, 1) })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenNthCalledWith(1, 2);
    await expect(args.onPageChange).toHaveBeenNthCalledWith(2, 3);
  },
};

/** Wired to state, as a screen uses it: the current page follows the clicks. */
export const Controlled: Story = {
  tags: ['test-only'],
  render: function ControlledPaginator(args) {
    const [page, setPage] = useState(args.page);
    return (
      <Paginator
        {...args}
        page={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange(next);
        }}
      />
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.click(canvas.getByRole('button', { name: pageName(globals, 4) }));
    await expect(canvas.getByRole('button', { name: pageName(globals, 4) })).toHaveAttribute('aria-current', 'page');
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: pageName(globals, 1) })).toHaveAttribute('aria-current', 'page');
  },
};

export const SinglePageHidden: Story = {
  args: { pageCount: 1, hideWhenSinglePage: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const ManyPages: Story = { args: { page: 12, pageCount: 25 } };

export const SeasideBrand: Story = {
  globals: { brand: 'seaside' },
  play: async ({ canvas }) => {
    // The brand pack's tone of voice replaces the defaults…
    await expect(canvas.getByRole('navigation', { name: 'More rooms' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
  },
};

export const MessagesPropBeatsBrand: Story = {
  tags: ['test-only'],
  globals: { brand: 'seaside' },
  args: { messages: { navigationLabel: 'Search results pages' } },
  play: async ({ canvas }) => {
    // …and a `messages` prop beats the brand pack, key by key.
    await expect(canvas.getByRole('navigation', { name: 'Search results pages' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Go to page 2' })).toBeInTheDocument();
  },
};
