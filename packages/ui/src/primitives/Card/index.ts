export { Card, type CardProps } from './Card';
export { cardSurface } from './Card.styles';
