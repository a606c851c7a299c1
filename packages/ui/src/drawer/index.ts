export { DRAWER_DEFAULT_SIZE, Drawer, type DrawerDirection, type DrawerProps } from './Drawer.tsx';
