import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[2]};

  details > dl {
    margin-block-start: ${({ theme }) => theme.space[2]};
  }
`;

export const Label = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.fontWeight.strong};
`;

export const Summary = styled.summary`
  cursor: pointer;
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  border-radius: ${({ theme }) => theme.radius.control};
  ${focusRing}
`;
