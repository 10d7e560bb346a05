import { styled } from 'styled-components';

// The admin screens that show a window of nights (Occupancy, Reports): a toolbar with the period's form on one side
// and the screen's own controls on the other.

export const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]};
  align-items: end;
  justify-content: space-between;
`;

export const PeriodForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]};
  align-items: end;
`;
