export { ScrollRegion, type ScrollRegionProps } from './ScrollRegion.tsx';
