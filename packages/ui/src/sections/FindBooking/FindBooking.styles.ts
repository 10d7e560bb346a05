import { styled } from 'styled-components';

export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  color: ${({ theme }) => theme.color.text};
`;

export const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;

  ${({ theme }) => theme.media.sm} {
    grid-template-columns: minmax(0, 1fr) auto;
    /* Keep the button level with the input when the field shows an error below it. */
    align-items: start;

    & > button {
      margin-top: calc(${({ theme }) => theme.fontSize.md} * ${({ theme }) => theme.lineHeight.body} + ${({ theme }) => theme.space[1]});
    }
  }
`;

export const Idle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.textMuted};
`;
