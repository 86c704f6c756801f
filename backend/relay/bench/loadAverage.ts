import { loadavg } from 'node:os';

/** The machine's load averages (1, 5 and 15 minutes), printed beside each figure: on a shared machine the figures follow them. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
