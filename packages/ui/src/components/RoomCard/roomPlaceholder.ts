/**
 * The kit's own picture for a room without a photo: a small inline SVG (a landscape on grey), so a site using the kit
 * needs no image file of its own. Pass `placeholderImageUrl` to use the hotel's picture instead.
 */
export const roomPlaceholderImageUrl = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 400 300"><rect width="400" height="300" fill="#e3e6ea"/><path d="M120 215l60-75 45 52 30-35 65 58z" fill="#a7aeb8"/><circle cx="262" cy="105" r="20" fill="#a7aeb8"/></svg>',
)}`;
