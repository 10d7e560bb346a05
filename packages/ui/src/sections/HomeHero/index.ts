export { HomeHero, type HomeHeroProps } from './HomeHero';
export { homeHeroMessages, type HomeHeroMessages } from './HomeHero.messages';
