import { styled } from 'styled-components';

export const Root = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[3]};
  min-width: 0;
`;

export const NewType = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space[2]};

  & > :first-child {
    flex: 1 1 12rem;
  }
`;

/** A failed load of the types: the app's text, and Retry beside it (below it when narrow). */
export const LoadFailure = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space[3]};
`;

/** Lines the Add button up with the text box, below the text box's label. */
export const AddButtonSlot = styled.div`
  display: flex;
  align-self: flex-start;
  padding-top: calc(${({ theme }) => theme.lineHeight.body} * 1em + ${({ theme }) => theme.space[1]});
`;
