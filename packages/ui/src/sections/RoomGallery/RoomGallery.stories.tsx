import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, waitFor, within } from 'storybook/test';
import { roomPhotos } from '../../fixtures/rooms';
import { formatMessage } from '../../messages/Message';
import { isStoryRtl, storyArrows } from '../../stories/locales';
import { playMessages } from '../../stories/storyMessages';
import { RoomGallery } from './RoomGallery';

const meta = {
  title: 'Booking/RoomGallery',
  component: RoomGallery,
  args: { photos: roomPhotos, onIndexChange: fn() },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '36rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof RoomGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

const texts = (globals: Record<string, unknown>) => playMessages(globals).RoomGallery;
const count = roomPhotos.length;

/** The `<picture>`'s viewport element (where a swipe lands): the photo's slide's track's parent. */
const viewportOf = (image: HTMLElement) => image.closest('picture')!.parentElement!.parentElement!.parentElement!;

/**
 * The first photo, read out by its alt text; AVIF and WebP sources before the JPEG, each with its widths and the
 * slot's `sizes`; intrinsic width and height on every image; the first loads at once with high priority, the rest
 * lazily.
 */
export const Default: Story = {
  play: async ({ canvas, canvasElement, globals }) => {
    const t = texts(globals);
    const gallery = canvas.getByRole('region', { name: t.label });
    // Only the photo shown is in the accessibility tree.
    const shown = within(gallery).getAllByRole('img');
    await expect(shown).toHaveLength(1);
    await expect(shown[0]).toHaveAccessibleName(roomPhotos[0]!.alt);
    await expect(within(gallery).getByText(formatMessage(t.position, { index: 1, count }))).toBeVisible();

    const pictures = [...canvasElement.querySelectorAll('picture')];
    await expect(pictures).toHaveLength(count);
    pictures.forEach((picture, index) => {
      const photo = roomPhotos[index]!;
      const sources = [...picture.querySelectorAll('source')].map((source) => [source.type, source.srcset, source.sizes]);
      const sizes = '(min-width: 48em) 50vw, 100vw';
      expect(sources).toEqual([
        ['image/avif', photo.srcSet.avif, sizes],
        ['image/webp', photo.srcSet.webp, sizes],
      ]);
      const image = picture.querySelector('img')!;
      expect(image).toHaveAttribute('srcset', photo.srcSet.jpeg);
      expect(image).toHaveAttribute('src', photo.src);
      expect(image).toHaveAttribute('width', String(photo.width));
      expect(image).toHaveAttribute('height', String(photo.height));
      expect(image).toHaveAttribute('alt', photo.alt);
      expect(image).toHaveAttribute('loading', index === 0 ? 'eager' : 'lazy');
      if (index === 0) expect(image).toHaveAttribute('fetchpriority', 'high');
      else expect(image).not.toHaveAttribute('fetchpriority');
    });
    // The photo's box is 4:3 of the gallery's width, whatever the photo: nothing moves when one loads.
    const box = viewportOf(shown[0]!).getBoundingClientRect();
    await expect(Math.abs(box.height - (box.width * 3) / 4)).toBeLessThan(1);
  },
};

/**
 * Previous/Next wrap around; arrow keys, Home and End work wherever focus is in the gallery; each move is announced.
 * Right to left, ArrowLeft leads to the next photo.
 */
export const KeyboardAndButtons: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = texts(globals);
    const arrows = storyArrows(globals);
    const shows = async (index: number) => {
      await expect(canvas.getByRole('img')).toHaveAccessibleName(roomPhotos[index]!.alt);
      await expect(canvas.getByText(formatMessage(t.position, { index: index + 1, count }))).toBeInTheDocument();
      await expect(canvas.getByText(formatMessage(t.announcement, { index: index + 1, count, alt: roomPhotos[index]!.alt }))).toBeInTheDocument();
      await expect(args.onIndexChange).toHaveBeenLastCalledWith(index);
    };
    const next = canvas.getByRole('button', { name: t.next });
    await userEvent.click(next);
    await shows(1);
    await expect(next).toHaveFocus();
    await userEvent.keyboard(arrows.next);
    await shows(2);
    await userEvent.keyboard('{End}');
    await shows(3);
    await userEvent.keyboard(arrows.next);
    await shows(0);
    await userEvent.keyboard(arrows.previous);
    await shows(3);
    await userEvent.keyboard('{Home}');
    await shows(0);
    await userEvent.click(canvas.getByRole('button', { name: t.previous }));
    await shows(3);
    await expect(args.onIndexChange).toHaveBeenCalledTimes(7);
  },
};

/**
 * A sideways swipe (finger, pen or mouse) of 40 px or more moves; a short or mostly vertical one does not. A leftward
 * swipe leads to the next photo, a rightward one right to left.
 */
export const Swipe: Story = {
  tags: ['test-only'],
  play: async ({ args, canvas, globals }) => {
    const viewport = viewportOf(canvas.getByRole('img'));
    // Right to left, the swipes below run the other way: x mirrored about 210 (300 ↔ 120).
    const mirrorX = isStoryRtl(globals) ? (x: number) => 420 - x : (x: number) => x;
    const swipe = (from: [number, number], to: [number, number]) => {
      fireEvent.pointerDown(viewport, { clientX: mirrorX(from[0]), clientY: from[1], isPrimary: true, button: 0, pointerId: 1 });
      fireEvent.pointerUp(viewport, { clientX: mirrorX(to[0]), clientY: to[1], isPrimary: true, button: 0, pointerId: 1 });
    };
    // React renders a pointer event's update after the event: wait for it.
    const shows = (index: number) => waitFor(() => expect(canvas.getByRole('img')).toHaveAccessibleName(roomPhotos[index]!.alt));
    swipe([300, 100], [120, 110]);
    await shows(1);
    swipe([120, 100], [300, 90]);
    await shows(0);
    swipe([300, 100], [270, 100]);
    swipe([300, 100], [250, 260]);
    // Neither moved: a real move would have been rendered by the time a following swipe has been.
    swipe([300, 100], [100, 100]);
    await shows(1);
    await expect(args.onIndexChange).toHaveBeenCalledTimes(3);
  },
};

/**
 * 'View larger' opens the photo shown in a modal lightbox (loaded on demand): focus on Close, Tab stays inside, arrow
 * keys move as in the gallery (the gallery follows), Escape or Close closes it and focus returns to 'View larger'.
 */
export const Lightbox: Story = {
  tags: ['test-only'],
  play: async ({ canvas, globals, userEvent }) => {
    const t = texts(globals);
    const position = (index: number) => formatMessage(t.position, { index: index + 1, count });
    await userEvent.click(canvas.getByRole('button', { name: t.next }));
    const enlarge = canvas.getByRole('button', { name: t.enlarge });
    await userEvent.click(enlarge);

    const dialog = await canvas.findByRole('dialog', { name: position(1) });
    const close = within(dialog).getByRole('button', { name: t.close });
    await waitFor(() => expect(close).toHaveFocus());
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(roomPhotos[1]!.alt);
    await expect(within(dialog).getByRole('img')).not.toHaveAttribute('loading', 'lazy');

    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t.previous })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: t.next })).toHaveFocus();
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(within(dialog).getByRole('button', { name: t.next })).toHaveFocus();

    await userEvent.keyboard(storyArrows(globals).next);
    await expect(dialog).toHaveAccessibleName(position(2));
    await expect(within(dialog).getByRole('img')).toHaveAccessibleName(roomPhotos[2]!.alt);

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(enlarge).toHaveFocus();
    // The gallery shows the photo the lightbox was on.
    await expect(canvas.getByRole('img')).toHaveAccessibleName(roomPhotos[2]!.alt);

    await userEvent.keyboard('{Enter}');
    const again = await canvas.findByRole('dialog', { name: position(2) });
    await waitFor(() => expect(within(again).getByRole('button', { name: t.close })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(enlarge).toHaveFocus();
  },
};

/** One photo: nothing to move through, only 'View larger'. */
export const SinglePhoto: Story = {
  args: { photos: roomPhotos.slice(0, 1) },
  play: async ({ args, canvas, globals, userEvent }) => {
    const t = texts(globals);
    await expect(canvas.getAllByRole('button').map((button) => button.textContent)).toEqual([t.enlarge]);
    canvas.getByRole('button', { name: t.enlarge }).focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onIndexChange).not.toHaveBeenCalled();
  },
};
