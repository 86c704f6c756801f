import { Context } from 'effect';

/** Runtime settings handlers need (a subset of AppConfig, kept small so tests can provide it). */
export class AppSettings extends Context.Tag('@market-muse/AppSettings')<
  AppSettings,
  { readonly secureCookies: boolean; readonly databaseKind: 'postgres' | 'embedded' }
>() {}
