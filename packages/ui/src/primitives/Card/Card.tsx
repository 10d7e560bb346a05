import type { ComponentPropsWithRef } from 'react';
import { styled } from 'styled-components';

export type CardProps = ComponentPropsWithRef<'div'>;

/** A raised panel with the brand's card radius. Give it a role/aria-label when it is a landmark. */
export function Card(props: CardProps) {
  return <Root {...props} />;
}

const Root = styled.div`
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.color.surfaceRaised};
  border: 1px solid ${({ theme }) => theme.color.border};
  border-radius: ${({ theme }) => theme.radius.card};
  box-shadow: ${({ theme }) => theme.shadow.raised};
`;
