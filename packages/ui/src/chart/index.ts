// @market-muse/ui/chart: charts in the kit's tokens. An entry of its own (not in the shared kit), so only
// the screens that draw charts carry recharts.

export {
  CHART_COLOURS,
  ChartContainer,
  type ChartContainerProps,
  chartTheme,
  seriesColour,
} from './chart.tsx';
export { ChartCard, ChartEmpty, DataTable, type TableData } from './chart-card.tsx';
