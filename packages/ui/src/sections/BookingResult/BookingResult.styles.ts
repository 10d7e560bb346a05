import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
`;

/** The code sizes itself to this box, which in turn never widens the card (inline-size containment). */
export const CodeBlock = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
  justify-items: start;
  padding: ${({ theme }) => theme.space[4]};
  border: 1px dashed ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
  container-type: inline-size;
`;

export const CodeLabel = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.strong};
`;

/**
 * The code itself: large, spaced, selected whole with one click, and on one line: in a narrow box it shrinks with the
 * box (7.5 % of its width per letter keeps 16 characters inside it) instead of wrapping mid-code.
 */
export const Code = styled.code`
  font-family: ${({ theme }) => theme.font.body};
  font-variant-numeric: tabular-nums;
  font-size: min(${({ theme }) => theme.fontSize.xl}, 7.5cqi);
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
