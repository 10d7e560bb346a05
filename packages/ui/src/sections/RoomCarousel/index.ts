export { CAROUSEL_ROOMS_PER_SLIDE, RoomCarousel, type RoomCarouselProps } from './RoomCarousel';
export { roomCarouselMessages, type RoomCarouselMessages } from './RoomCarousel.messages';
