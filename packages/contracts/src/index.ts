// The wire contract of Market Muse: entities, advisor results, events and the /api routes.

export * from './advisor.ts';
export * from './auth.ts';
export * from './calendar.ts';
export * from './community.ts';
export * from './contact.ts';
export * from './domain.ts';
export * from './events.ts';
export * from './passkeys.ts';
export * from './personalData.ts';
export * from './progressExport.ts';
export * from './read-models.ts';
export * from './signInProviders.ts';
export * from './timeZones.ts';
export * from './upcasters.ts';
