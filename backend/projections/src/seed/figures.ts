/** Events (or rows) per second, rounded. */
export const rate = (count: number, millis: number) => Math.round((count / Math.max(millis, 1)) * 1000);

/** The process's peak resident set so far, in MB (the kernel's high-water mark, not a sample). */
export const peakRss = () => Math.round(process.resourceUsage().maxRSS / 1024);
