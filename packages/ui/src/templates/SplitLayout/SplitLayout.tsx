import type { ComponentPropsWithRef, ReactNode } from 'react';
import { styled } from 'styled-components';

export type SplitLayoutProps = Omit<ComponentPropsWithRef<'div'>, 'children'> & {
  /** The leading column (e.g. the room's details). */
  start: ReactNode;
  /** The trailing column (e.g. the reservation form); below `start` on narrow screens. */
  end: ReactNode;
};

/** Two columns side by side from the `lg` breakpoint, stacked below it. Layout only: no text, no landmarks. */
export function SplitLayout({ start, end, ...rest }: SplitLayoutProps) {
  return (
    <Root {...rest}>
      <Column>{start}</Column>
      <Column>{end}</Column>
    </Root>
  );
}

const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  align-items: start;

  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  }
`;

const Column = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  min-width: 0;
`;
