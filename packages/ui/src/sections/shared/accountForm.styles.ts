import { styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

/** The card the account forms (Login, Register, Verify OTP) sit in: a narrow column, centred content. */
export const AccountFormRoot = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 28rem;
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};
`;

/** The line under an account form pointing to the other one ('Don't have an account? Register'). */
export const AccountFormFooter = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};

  a {
    margin-inline-start: ${({ theme }) => theme.space[1]};
  }
`;
