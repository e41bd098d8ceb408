/** What a generated dashboard (page kind `dashboard`) is made of. */
export { DashboardLayout } from './DashboardLayout';
export { DayChart } from './DayChart';
export { FigureCard, FigureCards } from './FigureCards';
export { RecentTable } from './RecentTable';
