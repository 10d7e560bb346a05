export { BreakableEmail } from './BreakableEmail';
