import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';
import { DescriptionList } from '../../primitives/DescriptionList';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.text};
`;

export const Card = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  ${cardSurface}

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: auto 1fr;
    align-items: start;
  }
`;

export const Avatar = styled.svg`
  width: 6rem;
  height: 6rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  color: ${({ theme }) => theme.color.textMuted};
`;

export const Details = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

/** Names, an email and roles: proportional figures, unlike the list's default. */
export const Facts = styled(DescriptionList)`
  dd {
    font-variant-numeric: normal;
  }
`;

export const Roles = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${({ theme }) => `0 ${theme.space[2]}`};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.pill};
    background: ${({ theme }) => theme.color.surface};
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
`;

/** Fetch errors: red text. */
export const Actions = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  justify-items: end;
`;
