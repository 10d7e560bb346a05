import { css, styled } from 'styled-components';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/Link';

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};

  & > :first-child {
    flex: 1 1 20rem;
    max-width: 36rem;
  }
`;

export const AddRoom = styled(Link)`
  flex: none;
`;

export const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[2]};
`;

/** Square icon-only controls; `&&` outweighs the shared button look's padding. */
const iconOnly = css`
  && {
    width: 2.25rem;
    min-height: 2.25rem;
    padding: 0;
  }
`;

export const IconLink = styled(Link)`
  ${iconOnly}
`;

export const IconButton = styled(Button)`
  ${iconOnly}
`;
