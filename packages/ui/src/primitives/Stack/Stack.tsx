import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { styled } from 'styled-components';
import { spaceSteps, type SpaceStep } from '../../theme/tokens';
import { useRequireProvider } from '../../provider/missingProvider';

export type StackProps = ComponentPropsWithoutRef<'div'> & {
  direction?: 'column' | 'row';
  /** A step of the space scale. Default 4 (1rem). */
  gap?: SpaceStep;
  align?: 'start' | 'center' | 'end' | 'stretch' | 'baseline';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: 'wrap' | 'nowrap';
};

/** Flex layout with gaps from the space scale. */
export const Stack = forwardRef<HTMLDivElement, StackProps>(function Stack(
  { direction = 'column', gap = 4, align, justify, wrap, ...rest },
  ref,
) {
  useRequireProvider('Stack');
  return (
    <Root data-direction={direction} data-gap={gap} data-align={align} data-justify={justify} data-wrap={wrap} ref={ref} {...rest} />
  );
});

const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;

  &[data-direction='row'] {
    flex-direction: row;
  }
  &[data-wrap='wrap'] {
    flex-wrap: wrap;
  }
  &[data-align='start'] {
    align-items: flex-start;
  }
  &[data-align='center'] {
    align-items: center;
  }
  &[data-align='end'] {
    align-items: flex-end;
  }
  &[data-align='stretch'] {
    align-items: stretch;
  }
  &[data-align='baseline'] {
    align-items: baseline;
  }
  &[data-justify='start'] {
    justify-content: flex-start;
  }
  &[data-justify='center'] {
    justify-content: center;
  }
  &[data-justify='end'] {
    justify-content: flex-end;
  }
  &[data-justify='between'] {
    justify-content: space-between;
  }
  ${({ theme }) => spaceSteps.map((step) => `&[data-gap='${step}'] { gap: ${theme.space[step]}; }`).join('\n')}
`;
