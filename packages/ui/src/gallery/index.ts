export { GALLERY_WIDGETS, Gallery } from './Gallery.tsx';
