export { ActionSheet, type ActionSheetItem, type ActionSheetProps } from './ActionSheet.tsx';
