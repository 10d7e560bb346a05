import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';
import { dayPickerStyles } from '../shared/dayPicker.styles';

export const Root = styled.div`
  /* Full width on small screens; from md, as wide as its content instead of stretched across the page. */
  align-self: start;
  max-width: 100%;
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  padding: ${({ theme }) => theme.space[4]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  color: ${({ theme }) => theme.color.text};

  ${({ theme }) => theme.media.md} {
    justify-self: start;
  }
`;

export const Picker = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: minmax(10rem, 13rem) minmax(0, max-content);
    align-items: start;
  }
`;

export const Sidebar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]};
  align-content: start;
`;

export const StaticRanges = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space[1]};

  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr;
  }
`;

export const StaticRangeButton = styled.button`
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[3]}`};
  border: 1px solid transparent;
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font: inherit;
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &:hover {
    border-color: ${({ theme }) => theme.color.borderStrong};
  }

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.color.accent};
    border-color: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.onAccent};
    font-weight: ${({ theme }) => theme.fontWeight.strong};
  }
`;

export const InputRanges = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
`;

export const Main = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
  max-width: 100%;
  /* As wide as the calendar where there is room, narrower on a small screen (max-content would keep it wide). */
  width: fit-content;
`;

export const DateDisplay = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[1]};
`;

export const DateBoxes = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
`;

export const DateBox = styled.span`
  flex: 1 1 7.5rem;
  min-height: 2.5rem;
  padding: ${({ theme }) => `${theme.space[2]} ${theme.space[2]}`};
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  border-radius: ${({ theme }) => theme.radius.control};
  background: ${({ theme }) => theme.color.surfaceRaised};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
  text-align: center;
  white-space: nowrap;

  &[data-placeholder] {
    color: ${({ theme }) => theme.color.textMuted};
    font-weight: ${({ theme }) => theme.fontWeight.regular};
  }
`;

export const Hint = styled.span`
  max-inline-size: 18rem;
  color: ${({ theme }) => theme.color.textMuted};
  font-size: ${({ theme }) => theme.fontSize.sm};
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
`;

/** The calendar: react-day-picker styled with theme tokens (shared with the availability calendar). */
export const Calendar = styled.div`
  ${dayPickerStyles}
`;
