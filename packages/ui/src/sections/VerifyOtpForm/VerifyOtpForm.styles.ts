import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

export const Root = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 28rem;
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
`;

export const SentTo = styled.p`
  margin: 0;
  overflow-wrap: anywhere;
  color: ${({ theme }) => theme.color.textMuted};
`;

export const CodeError = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
  font-size: ${({ theme }) => theme.fontSize.sm};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
`;
