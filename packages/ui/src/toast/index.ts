export { Toast, type ToastProps, ToastViewport } from './Toast.tsx';
export {
  closeToast,
  TOAST_DURATION_MS,
  TOAST_FIRST_OFFSET_PX,
  TOAST_GAP_PX,
  type ToastHandle,
  type ToastOptions,
  toast,
} from './toast-store.ts';
