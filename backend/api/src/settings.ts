import { Context } from 'effect';

/** Runtime settings handlers need (a subset of AppConfig, kept small so tests can provide it). */
export class AppSettings extends Context.Tag('@market-muse/AppSettings')<
  AppSettings,
  {
    readonly secureCookies: boolean;
    readonly databaseKind: 'postgres' | 'embedded';
    /** Milliseconds since the epoch: the system clock, or the tests' controllable one. */
    readonly now: () => number;
    /** Where the mails' links point: the site as its users reach it. */
    readonly publicUrl: string;
    /** New accounts per client address and hour (a burst of that many, refilled over the hour). */
    readonly signUpsPerHour: number;
  }
>() {}
