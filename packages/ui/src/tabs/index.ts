export { type TabItem, Tabs, type TabsProps } from './Tabs.tsx';
export { firstEnabledTab, lastEnabledTab, stepEnabledTab } from './tab-navigation.ts';
