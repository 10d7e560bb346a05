import { styled } from 'styled-components';
import { AccountFormRoot } from '../shared/accountForm.styles';

export { AccountFormFooter as Footer } from '../shared/accountForm.styles';

/** The account form's card, a little wider for the two name fields side by side. */
export const Root = styled(AccountFormRoot)`
  max-width: 32rem;
`;

export const NameRow = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    align-items: start;
  }
`;
