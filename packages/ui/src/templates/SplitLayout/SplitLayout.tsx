import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { useRequireProvider } from '../../provider/missingProvider';

export type SplitLayoutProps = Omit<ComponentPropsWithoutRef<'div'>, 'children'> & {
  /** The leading column (e.g. the room's details). */
  start: ReactNode;
  /** The trailing column (e.g. the reservation form); below `start` on narrow screens. */
  end: ReactNode;
};

/** Two columns side by side from the `lg` breakpoint, stacked below it. Layout only: no text, no landmarks. */
export const SplitLayout = forwardRef<HTMLDivElement, SplitLayoutProps>(function SplitLayout(
  { start, end, ...rest },
  ref,
) {
  useRequireProvider('SplitLayout');
  return (
    <Root ref={ref} {...rest}>
      <Column>{start}</Column>
      <Column>{end}</Column>
    </Root>
  );
});

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
