import { styled } from 'styled-components';

export { Graphic } from './SpinnerGraphic.styles';

export const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  color: ${({ theme }) => theme.color.accent};

  &[data-size='sm'] {
    font-size: ${({ theme }) => theme.fontSize.sm};
  }
  &[data-size='lg'] {
    font-size: ${({ theme }) => theme.fontSize.xxl};
  }
`;

export const Label = styled.span`
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.fontSize.md};
`;
