// Small display helpers shared by the projects screens.
import { format, isValid, parseISO } from 'date-fns';

/** 'Nov 22, 2026' for an ISO date or timestamp; '' when it cannot be read. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = parseISO(value);
  return isValid(date) ? format(date, 'MMM d, yyyy') : '';
}

/** The day of a 90-day plan that `now` falls on (day 1 is the day it was created). */
export function planDay(createdAt: string, now: Date = new Date()): number {
  const start = parseISO(createdAt);
  if (!isValid(start)) return 1;
  const elapsed = Math.floor((now.getTime() - start.getTime()) / 86_400_000);
  return Math.max(1, elapsed + 1);
}

/** 'Target: 500 followers' style text; '' without a target. */
export function targetText(targetValue: number | null, unit: string | null): string {
  if (targetValue === null) return '';
  return `Target: ${targetValue.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;
}
