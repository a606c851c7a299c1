export {
  TOOLTIP_CLOSE_DELAY_MS,
  TOOLTIP_MAX_WIDTH_PX,
  TOOLTIP_OPEN_DELAY_MS,
  Tooltip,
  type TooltipProps,
} from './Tooltip.tsx';
