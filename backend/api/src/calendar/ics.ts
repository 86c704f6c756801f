// The iCalendar writer lives beside the planned-post decider (browser-safe), so demo mode writes the same
// file in the browser; the server's imports keep this path.
export * from '@market-muse/domain/ics';
