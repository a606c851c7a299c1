export { WidgetHost, type WidgetHostProps } from './WidgetHost.tsx';
