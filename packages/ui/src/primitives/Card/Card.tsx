import type { ComponentPropsWithRef } from 'react';
import * as S from './Card.styles';

export type CardProps = ComponentPropsWithRef<'div'>;

/** A raised panel with the brand's card radius. Give it a role/aria-label when it is a landmark. */
export function Card(props: CardProps) {
  return <S.Root {...props} />;
}
