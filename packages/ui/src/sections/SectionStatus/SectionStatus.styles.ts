import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

/** Takes focus when Retry is pressed, so focus stays where the failure was while the section reloads. */
export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  border-radius: ${({ theme }) => theme.radius.control};
  ${focusRing}

  &:empty {
    display: none;
  }
`;

export const Failure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;
