import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { useState } from 'react';
import { failedMails } from '../fixtures/failedMails';
import { FailedMailTable } from '../sections/FailedMailTable';
import { failedMailTableMessages } from '../sections/FailedMailTable/FailedMailTable.messages';
import { expectScreenFrame, ScreenShell, storyHrefs } from '../stories/ScreenShell';
import { pageName, paginationName, storyMessages } from '../stories/storyMessages';

/** Failed Mail: the mails the server gave up on, a page at a time, each with Send again. */
const meta = {
  title: 'Screens/Failed Mail',
  parameters: { layout: 'fullscreen' },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  render: () => (
    <ScreenShell isAdmin width="wide" currentHref={storyHrefs.failedMail}>
      <FailedMail />
    </ScreenShell>
  ),
  play: async ({ canvasElement, globals }) => {
    await expectScreenFrame(canvasElement, globals, storyMessages(globals, 'FailedMailTable', failedMailTableMessages).heading);
  },
};

/** The page is controlled by the screen, as the app does (it keeps it in the address). */
function FailedMail() {
  const [page, setPage] = useState(1);
  return (
    <FailedMailTable
      mails={failedMails}
      total={45}
      page={page}
      pageCount={3}
      onPageChange={setPage}
      onResend={fn()}
      headingLevel={1}
    />
  );
}

/** The pages are reached with the keyboard: Tab to a page's button, Enter moves there. */
export const Paging: Story = {
  ...Default,
  play: async (context) => {
    await Default.play!(context);
    const { canvasElement, globals, userEvent } = context;
    const paging = within(canvasElement).getByRole('navigation', { name: paginationName(globals) });
    within(paging).getByRole('button', { name: pageName(globals, 1) }).focus();
    await userEvent.tab();
    await expect(within(paging).getByRole('button', { name: pageName(globals, 2) })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(within(paging).getByRole('button', { name: pageName(globals, 2) })).toHaveAttribute('aria-current', 'page');
  },
};
