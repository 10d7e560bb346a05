import { styled } from 'styled-components';
import { focusRing } from '../../theme/mixins';

export const Root = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[3]};
  padding: ${({ theme }) => `${theme.space[3]} ${theme.space[4]}`};
  border: 1px solid;
  border-inline-start-width: 4px;
  border-radius: ${({ theme }) => theme.radius.card};
  color: ${({ theme }) => theme.color.text};

  &[data-tone='danger'] {
    background: ${({ theme }) => theme.color.dangerSurface};
    border-color: ${({ theme }) => theme.color.danger};
  }
  &[data-tone='success'] {
    background: ${({ theme }) => theme.color.successSurface};
    border-color: ${({ theme }) => theme.color.success};
  }
  &[data-tone='warning'] {
    background: ${({ theme }) => theme.color.warningSurface};
    border-color: ${({ theme }) => theme.color.warning};
  }
`;

export const Content = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

export const Title = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[1]};
  font-weight: ${({ theme }) => theme.fontWeight.strong};
`;

export const Dismiss = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  width: 1.75rem;
  height: 1.75rem;
  margin: -${({ theme }) => theme.space[1]};
  padding: 0;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.control};
  background: none;
  color: inherit;
  font-size: ${({ theme }) => theme.fontSize.lg};
  line-height: 1;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: rgb(0 0 0 / 0.08);
  }
`;
