import { expect, fn, within, type userEvent } from 'storybook/test';
import { sectionStatusMessages } from '../sections/SectionStatus';
import { storyMessages } from './storyMessages';

type RetryPlayContext = {
  args: { onRetry?: unknown };
  canvasElement: HTMLElement;
  globals: Record<string, unknown>;
  userEvent: ReturnType<typeof userEvent.setup>;
};

/**
 * A section's failed load when the hotel could not be reached: the app's text in the guest's words, and Retry. Spread
 * it into the section's `WithRetry` story (with the args the section needs for its error state).
 */
export const retryStory = {
  args: { status: 'error' as const, error: sectionStatusMessages.unreachable, onRetry: fn() },
  play: async ({ args, canvasElement, globals, userEvent }: RetryPlayContext) => {
    const canvas = within(canvasElement);
    const t = storyMessages(globals, 'SectionStatus', sectionStatusMessages);
    await expect(canvas.getByRole('alert')).toHaveTextContent(sectionStatusMessages.unreachable);
    await userEvent.click(canvas.getByRole('button', { name: t.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
