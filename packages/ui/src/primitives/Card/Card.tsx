import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import * as S from './Card.styles';
import { useRequireProvider } from '../../provider/missingProvider';

export type CardProps = ComponentPropsWithoutRef<'div'>;

/** A raised panel with the brand's card radius. Give it a role/aria-label when it is a landmark. */
export const Card = forwardRef<HTMLDivElement, CardProps>(function Card(props, ref) {
  useRequireProvider('Card');
  return <S.Root ref={ref} {...props} />;
});
