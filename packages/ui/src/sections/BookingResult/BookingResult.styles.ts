import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
`;

export const CodeBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
`;

export const CodeLabel = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.strong};
`;

/**
 * The code itself: large, spaced, selected whole with one click, and on one line: on a phone it shrinks with the
 * viewport (16 characters fit in 320 px) instead of wrapping mid-code.
 */
export const Code = styled.code`
  font-family: ${({ theme }) => theme.font.body};
  font-variant-numeric: tabular-nums;
  font-size: min(${({ theme }) => theme.fontSize.xl}, 5.5vw);
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  letter-spacing: 0.08em;
  white-space: nowrap;
  user-select: all;
  color: ${({ theme }) => theme.color.text};
`;

export const Hint = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Total = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.strong};
`;
