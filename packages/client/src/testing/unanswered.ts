// A complete MarketMuseClient for screens' tests and stories: every call stays pending (the loading state)
// unless a test gives its own answer. It is written out in full, with no cast, so a method added to the
// client fails to compile here until its default exists, and every fake built on it knows the method.
import type { MarketMuseClient } from '../client.ts';

/** A promise that never settles: a read that is still loading. */
const pending = <T>(): Promise<T> => new Promise<T>(() => {});

/** Every method of the client, each answering nothing, ever. */
export function unansweredClient(): MarketMuseClient {
  return {
    auth: {
      currentUser: pending,
      login: pending,
      register: pending,
      logout: pending,
      deleteAccount: pending,
    },
    recovery: {
      forgotPassword: pending,
      resetPassword: pending,
      verifyEmail: pending,
      confirmEmailChange: pending,
    },
    contact: { send: pending },
    signInProviders: { available: pending, connected: pending, disconnect: pending },
    passkeys: {
      signInOptions: pending,
      signIn: pending,
      list: pending,
      registrationOptions: pending,
      add: pending,
      rename: pending,
      remove: pending,
    },
    account: {
      get: pending,
      changeName: pending,
      changePassword: pending,
      changeEmail: pending,
      resendVerification: pending,
      sessions: pending,
      signOutSession: pending,
      signOutOtherSessions: pending,
    },
    profile: { get: pending, save: pending },
    projects: { list: pending, create: pending, get: pending, activate: pending, active: pending },
    goals: { list: pending, create: pending, update: pending, progress: pending, complete: pending },
    roadmaps: { list: pending, generate: pending, attachGoal: pending },
    tasks: { list: pending, create: pending, generateDaily: pending, complete: pending, reopen: pending },
    insights: { kept: pending, generate: pending },
    ai: {
      contentSuggestions: pending,
      advice: pending,
      adviceStream: pending,
      chatHistory: pending,
      stopAnswer: pending,
      strategy: pending,
      keepStrategyAction: pending,
      analyzeContent: pending,
    },
    connections: { list: pending, connectBluesky: pending, disconnectBluesky: pending },
    dashboard: { get: pending },
    community: { guide: pending, addHabit: pending },
    progress: { overview: pending, content: pending, asOf: pending, timeline: pending, download: pending },
    calendar: {
      list: pending,
      schedule: pending,
      update: pending,
      publish: pending,
      publishNow: pending,
      retryPublishing: pending,
      unpublish: pending,
      markPosted: pending,
      recordResults: pending,
      reminders: pending,
      setReminders: pending,
      remove: pending,
      exportIcs: pending,
    },
    content: { history: pending },
    operator: { analytics: pending },
  };
}

/** Some of a client's methods, by group: what a test answers itself. */
export type ClientOverrides = { readonly [G in keyof MarketMuseClient]?: Partial<MarketMuseClient[G]> };

/** The unanswered client with the given methods in place of its defaults. */
export function clientWith(overrides: ClientOverrides = {}): MarketMuseClient {
  const base = unansweredClient();
  return {
    auth: { ...base.auth, ...overrides.auth },
    recovery: { ...base.recovery, ...overrides.recovery },
    contact: { ...base.contact, ...overrides.contact },
    signInProviders: { ...base.signInProviders, ...overrides.signInProviders },
    passkeys: { ...base.passkeys, ...overrides.passkeys },
    connections: { ...base.connections, ...overrides.connections },
    account: { ...base.account, ...overrides.account },
    profile: { ...base.profile, ...overrides.profile },
    projects: { ...base.projects, ...overrides.projects },
    goals: { ...base.goals, ...overrides.goals },
    roadmaps: { ...base.roadmaps, ...overrides.roadmaps },
    tasks: { ...base.tasks, ...overrides.tasks },
    insights: { ...base.insights, ...overrides.insights },
    ai: { ...base.ai, ...overrides.ai },
    dashboard: { ...base.dashboard, ...overrides.dashboard },
    community: { ...base.community, ...overrides.community },
    progress: { ...base.progress, ...overrides.progress },
    calendar: { ...base.calendar, ...overrides.calendar },
    content: { ...base.content, ...overrides.content },
    operator: { ...base.operator, ...overrides.operator },
  };
}
