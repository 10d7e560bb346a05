import { css, styled } from 'styled-components';
import { cardSurface } from '../../primitives/Card';

/**
 * Until SplitLayout puts the reservation form beside it (lg), the form follows this section: at least a screen high,
 * loading or not, the section keeps the form below the first screen, so the room's text arriving does not push a form
 * the guest can already see (the Room page's layout shift, 0.056 before). A failed load shows no form.
 */
export const Root = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};
  align-content: start;
  ${cardSurface}
  color: ${({ theme }) => theme.color.text};

  &:not([data-status='error']) {
    min-height: 100svh;
  }

  ${({ theme }) => theme.media.md} {
    &:not([data-status='error']) {
      grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
      align-items: start;
    }
  }
  ${({ theme }) => theme.media.lg} {
    &:not([data-status='error']) {
      min-height: 0;
    }
  }
`;

const photoBox = css`
  display: block;
  width: 100%;
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.card};
  background: ${({ theme }) => theme.color.surface};
`;

export const Image = styled.img`
  ${photoBox}
  object-fit: cover;
`;

/** The photo's box while the room loads, so the page below does not jump when the room arrives. */
export const ImagePlaceholder = styled.div`
  ${photoBox}
`;

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;

/** Room for the room's text (type, price, seven services: about 18rem on a phone) while it loads. */
export const LoadingBody = styled(Body)`
  min-height: 18rem;
`;

export const Facts = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => `${theme.space[1]} ${theme.space[3]}`};
  margin: 0;

  dt {
    color: ${({ theme }) => theme.color.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeight.strong};
    font-variant-numeric: tabular-nums;
  }
`;

/** The description's paragraphs; a single line break inside one stays a line break. */
export const Description = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};

  p {
    margin: 0;
    white-space: pre-line;
    line-height: ${({ theme }) => theme.lineHeight.body};
  }
`;

export const Services = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => `${theme.space[2]} ${theme.space[4]}`};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]};
  }

  /* A check mark drawn with borders, in the accent colour. */
  li::before {
    content: '';
    flex: none;
    width: 0.4em;
    height: 0.75em;
    margin-inline: 0.2em 0.1em;
    border: solid ${({ theme }) => theme.color.accent};
    border-width: 0 0.15em 0.15em 0;
    transform: translateY(-0.1em) rotate(45deg);
  }
`;
