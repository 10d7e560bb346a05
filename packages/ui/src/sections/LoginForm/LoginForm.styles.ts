import { styled } from 'styled-components';

/** The card shared by the account forms: narrow, centred content. */
export const Root = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  width: 100%;
  max-width: 28rem;
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  color: ${({ theme }) => theme.color.text};
`;

export const Footer = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};

  a {
    margin-inline-start: ${({ theme }) => theme.space[1]};
  }
`;
