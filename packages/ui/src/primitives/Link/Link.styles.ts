import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { buttonStyles } from '../Button/Button.styles';

export const Link = styled.a`
  &[data-variant='inline'],
  &[data-variant='standalone'] {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
    text-underline-offset: 0.15em;
    border-radius: 2px;
    ${focusRing}
    &:hover {
      text-decoration-thickness: 2px;
    }
  }

  &[data-variant='standalone'] {
    font-weight: ${({ theme }) => theme.fontWeight.strong};
    text-decoration: none;
    &:hover {
      text-decoration: underline;
    }
  }

  &[data-variant='primary'],
  &[data-variant='secondary'] {
    ${buttonStyles}
  }
`;
