/**
 * The photo types the app accepts (the server checks the bytes too). Apart from lib/images.ts so a
 * page that only names them for a file picker does not load the resizing code with its first screen.
 */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
