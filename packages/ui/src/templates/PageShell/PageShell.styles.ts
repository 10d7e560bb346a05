import { styled } from 'styled-components';
import { focusRing, visuallyHidden } from '../../theme/mixins';

export const Root = styled.div`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.body};
`;

export const SkipLink = styled.a`
  ${visuallyHidden}
  ${focusRing}

  &:focus {
    position: fixed;
    top: ${({ theme }) => theme.space[2]};
    inset-inline-start: ${({ theme }) => theme.space[2]};
    z-index: 10;
    width: auto;
    height: auto;
    margin: 0;
    padding: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[4]};
    clip-path: none;
    background: ${({ theme }) => theme.color.surfaceRaised};
    color: ${({ theme }) => theme.color.text};
    border-radius: ${({ theme }) => theme.radius.control};
  }
`;

export const Main = styled.main`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]};
  width: 100%;
  max-width: 72rem;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[5]} ${({ theme }) => theme.space[4]};
  box-sizing: border-box;

  &[data-width='wide'] {
    max-width: 96rem;
  }
  &:focus {
    outline: none;
  }
`;
