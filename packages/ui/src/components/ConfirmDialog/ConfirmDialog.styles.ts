import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Dialog = styled.dialog`
  width: min(28rem, calc(100vw - 2rem));
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};

  &::backdrop {
    background: color-mix(in srgb, ${({ theme }) => theme.color.text} 50%, transparent);
  }
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  p {
    margin: 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space[3]};
`;
