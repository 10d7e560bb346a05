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
    /* A target of at least 24 x 24 CSS px (WCAG 2.2, 2.5.8), whatever the text's size: it stands outside a sentence. */
    display: inline-flex;
    align-items: center;
    justify-content: center;
    min-block-size: max(24px, ${({ theme }) => theme.space[5]});
    min-inline-size: max(24px, ${({ theme }) => theme.space[5]});
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
