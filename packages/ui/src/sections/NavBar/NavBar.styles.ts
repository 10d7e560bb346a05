import { styled, css } from 'styled-components';
import { Link } from '../../primitives/Link';
import { focusRing } from '../../theme/mixins';

export const Root = styled.header`
  position: relative;
  z-index: 5;
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[2]} ${({ theme }) => theme.space[5]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border-bottom: 1px solid ${({ theme }) => theme.color.border};
  box-shadow: ${({ theme }) => theme.shadow.raised};
  font-family: ${({ theme }) => theme.font.body};
`;

export const Brand = styled(Link)`
  && {
    font-family: ${({ theme }) => theme.font.heading};
    font-weight: ${({ theme }) => theme.font.headingWeight};
    font-size: ${({ theme }) => theme.fontSize.xl};
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
`;

const itemLook = css`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]};
  min-height: 2.5rem;
  padding: ${({ theme }) => `0 ${theme.space[3]}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.button};
  background: none;
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  text-decoration: none;
  cursor: pointer;
  ${focusRing}

  &:hover {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
    text-underline-offset: 0.2em;
  }
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.accent};
    text-decoration: underline;
    text-decoration-thickness: 2px;
    text-underline-offset: 0.3em;
  }
`;

export const NavLink = styled(Link)`
  && {
    ${itemLook}
  }
`;

export const ItemButton = styled.button`
  ${itemLook}
`;

export const MenuToggle = styled.button`
  ${itemLook}
  border: 1px solid ${({ theme }) => theme.color.borderStrong};

  ${({ theme }) => theme.media.md} {
    display: none;
  }
`;

export const Nav = styled.nav`
  flex-basis: 100%;

  ${({ theme }) => theme.media.md} {
    flex-basis: auto;
  }
`;

/** The links: stacked below the bar while the toggle is open on narrow screens, a row from `md` up. */
export const NavList = styled.ul`
  display: none;
  margin: 0;
  padding: 0;
  list-style: none;

  &[data-open] {
    display: grid;
    gap: ${({ theme }) => theme.space[1]};
  }

  ${({ theme }) => theme.media.md} {
    &,
    &[data-open] {
      display: flex;
      align-items: center;
      gap: ${({ theme }) => theme.space[1]};
    }
  }
`;

export const AccountItem = styled.li`
  position: relative;
`;

export const Chevron = styled.span`
  display: inline-block;
  width: 0.5em;
  height: 0.5em;
  border-right: 2px solid currentColor; /* physical: rotated, the chevron points down in either direction */
  border-bottom: 2px solid currentColor;
  transform: translateY(-25%) rotate(45deg);

  [aria-expanded='true'] > & {
    transform: translateY(25%) rotate(-135deg);
  }
`;

/** The Account menu: indented under its button on narrow screens, a dropdown from `md` up. */
export const AccountMenu = styled.ul`
  margin: 0;
  padding-block: ${({ theme }) => theme.space[1]};
  padding-inline: ${({ theme }) => `${theme.space[4]} 0`};
  list-style: none;

  &[hidden] {
    display: none;
  }

  ${({ theme }) => theme.media.md} {
    position: absolute;
    top: calc(100% + ${({ theme }) => theme.space[1]});
    inset-inline-end: 0;
    min-width: 10rem;
    padding: ${({ theme }) => theme.space[1]};
    background: ${({ theme }) => theme.color.surfaceRaised};
    border: 1px solid ${({ theme }) => theme.color.border};
    border-radius: ${({ theme }) => theme.radius.card};
    box-shadow: ${({ theme }) => theme.shadow.raised};

    & a,
    & button {
      width: 100%;
      box-sizing: border-box;
    }
  }
`;
