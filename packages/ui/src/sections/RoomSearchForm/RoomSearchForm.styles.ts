import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Root = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${cardSurface}
`;

/** Dates and room type side by side from `md` up. */
export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-items: start;

  ${({ theme }) => theme.media.md} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]};
`;
