import { styled } from 'styled-components';

export { AccountFormRoot as Root } from '../shared/accountForm.styles';

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
