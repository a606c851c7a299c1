import dayjs from 'dayjs';
import advancedFormat from 'dayjs/plugin/advancedFormat';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import isoWeek from 'dayjs/plugin/isoWeek';
import weekOfYear from 'dayjs/plugin/weekOfYear';

// Plugins are registered once here so every picker module sees the same configured dayjs, whether
// or not the app set dayjs up. These calls are this module's side effect: package.json lists the
// file under `sideEffects`, or a bundler would keep only the bindings importers use and drop them.
dayjs.extend(isoWeek);
dayjs.extend(weekOfYear);
dayjs.extend(customParseFormat);
dayjs.extend(advancedFormat);

export type { Dayjs } from 'dayjs';
export { dayjs };
