// The client served from /api over fetch: cookies always included, a JSON body only when there is a
// payload, every non-OK answer thrown as an ApiError, and every JSON answer decoded with the contract's
// schema. Methods and paths come from ROUTES, checked against the contract by test/routes.test.ts.
import { offeredProvidersOf, passkeySignInOptionsOf } from '@market-muse/contracts/sign-in-screen';
import type { Schema } from 'effect';
import type { AdviceStreamHandlers, MarketMuseClient } from './client.ts';
import { loadContract } from './contract-chunk.ts';
import type { CONTRACT_SCHEMAS } from './contract-schemas.ts';
import { ApiError } from './errors.ts';
import { ROUTES, type Route, urlOf } from './routes.ts';
import { readServerSentEvents } from './sse.ts';

export interface HttpClientOptions {
  /** Prefix of every path ('' = this origin). */
  readonly baseUrl?: string;
  readonly fetch?: typeof fetch;
}

interface Request {
  /** Fills the route's `:id`. */
  readonly id?: string;
  readonly query?: Readonly<Record<string, string | number | undefined>>;
  readonly body?: unknown;
  readonly signal?: AbortSignal | undefined;
  readonly headers?: Readonly<Record<string, string>>;
  /** The request outlives the page: a reload or a closed tab right after it does not cancel it. */
  readonly keepalive?: boolean;
}

type Schemas = typeof CONTRACT_SCHEMAS;

export function createHttpClient(options: HttpClientOptions = {}): MarketMuseClient {
  const baseUrl = options.baseUrl ?? '';
  // Looked up on each call so tests (and the browser) can replace the global after creation.
  const doFetch: typeof fetch = (input, init) => (options.fetch ?? globalThis.fetch)(input, init);

  async function send(route: Route, request: Request = {}) {
    const init: RequestInit = { method: route.method, credentials: 'include' };
    if (request.signal) init.signal = request.signal;
    if (request.keepalive) init.keepalive = true;
    if (request.headers) init.headers = { ...request.headers };
    if (request.body !== undefined) {
      init.headers = { ...request.headers, 'Content-Type': 'application/json' };
      init.body = JSON.stringify(request.body);
    }
    const res = await doFetch(`${baseUrl}${urlOf(route, request.id, request.query)}`, init);
    if (!res.ok) {
      const text = await res.text().catch(() => '');
      throw new ApiError(res.status, res.statusText, text.trim());
    }
    return res;
  }

  /**
   * Sends, then decodes the JSON answer with the schema the contract gives the route (a signed-out page,
   * whose only call answers 401, never loads the schemas).
   */
  async function read<A, I>(
    route: Route,
    schemaOf: (schemas: Schemas) => Schema.Schema<A, I>,
    request: Request = {},
  ): Promise<A> {
    const res = await send(route, request);
    const [body, contract] = await Promise.all([res.json(), loadContract()]);
    return contract.decodeAnswer(schemaOf(contract.CONTRACT_SCHEMAS), body, `${route.method} ${route.path}`);
  }

  const text = async (route: Route) => (await send(route)).text();

  async function adviceStream(body: { context: string }, handlers: AdviceStreamHandlers = {}) {
    const route = ROUTES.ai.adviceStream;
    const res = await send(route, { body, signal: handlers.signal });
    if (!res.body) throw new Error('Failed to get AI response');
    let result: unknown;
    for await (const event of readServerSentEvents(res.body)) {
      if (event.event === 'turn') handlers.onTurn?.((JSON.parse(event.data) as { turnId: string }).turnId);
      else if (event.event === 'delta') handlers.onDelta?.((JSON.parse(event.data) as { text: string }).text);
      else if (event.event === 'result') result = JSON.parse(event.data);
      else if (event.event === 'error') {
        const { message } = JSON.parse(event.data) as { message?: string };
        throw new Error(message || 'Failed to get AI response');
      }
    }
    if (result === undefined)
      throw new Error('Failed to get AI response: the stream ended without an answer');
    const contract = await loadContract();
    return contract.decodeAnswer(contract.STREAMED_ADVICE, result, `${route.method} ${route.path}`);
  }

  return {
    auth: {
      async currentUser(signal) {
        try {
          return await read(ROUTES.auth.user, (s) => s.auth.user.success, { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 401) return null;
          // 'Auth check failed: {status}' for a non-OK answer other than 401.
          if (error instanceof ApiError) throw new Error(`Auth check failed: ${error.status}`);
          throw error;
        }
      },
      login: (body) => read(ROUTES.auth.login, (s) => s.auth.login.success, { body }),
      register: (body) => read(ROUTES.auth.register, (s) => s.auth.register.success, { body }),
      async logout() {
        await send(ROUTES.auth.logout);
      },
      async deleteAccount(body) {
        await send(ROUTES.account.deleteAccount, { body });
      },
    },
    recovery: {
      forgotPassword: (body) =>
        read(ROUTES.recovery.forgotPassword, (s) => s.recovery.forgotPassword.success, { body }),
      async resetPassword(body) {
        await send(ROUTES.recovery.resetPassword, { body });
      },
      async verifyEmail(body) {
        await send(ROUTES.recovery.verifyEmail, { body });
      },
      async confirmEmailChange(body) {
        await send(ROUTES.recovery.confirmEmailChange, { body });
      },
    },
    contact: {
      send: (body) => read(ROUTES.contact.send, (s) => s.contact.send.success, { body }),
    },
    signInProviders: {
      // Read on the signed-out sign-in screen: checked without the contract's schemas, which a signed-out
      // first load never downloads.
      available: async (signal) =>
        offeredProvidersOf(await (await send(ROUTES.providerSignIn.providers, { signal })).json()),
      connected: (signal) =>
        read(
          ROUTES.connectedProviders.connectedProviders,
          (s) => s.connectedProviders.connectedProviders.success,
          { signal },
        ),
      async disconnect(id) {
        await send(ROUTES.connectedProviders.disconnectProvider, { id });
      },
    },
    passkeys: {
      // Asked for as the sign-in screen opens (its e-mail field's autofill offers passkeys): checked without
      // the contract's schemas, as the providers answer is.
      signInOptions: async () =>
        passkeySignInOptionsOf(await (await send(ROUTES.passkeySignIn.passkeySignInOptions)).json()),
      signIn: (body) =>
        read(ROUTES.passkeySignIn.passkeySignIn, (s) => s.passkeySignIn.passkeySignIn.success, { body }),
      list: (signal) => read(ROUTES.passkeys.passkeys, (s) => s.passkeys.passkeys.success, { signal }),
      registrationOptions: () =>
        read(ROUTES.passkeys.passkeyOptions, (s) => s.passkeys.passkeyOptions.success),
      add: (body) => read(ROUTES.passkeys.addPasskey, (s) => s.passkeys.addPasskey.success, { body }),
      rename: (id, body) =>
        read(ROUTES.passkeys.renamePasskey, (s) => s.passkeys.renamePasskey.success, { id, body }),
      async remove(id) {
        await send(ROUTES.passkeys.removePasskey, { id });
      },
    },
    connections: {
      list: (signal) =>
        read(ROUTES.connections.connections, (s) => s.connections.connections.success, { signal }),
      connectBluesky: (body) =>
        read(ROUTES.connections.connectBluesky, (s) => s.connections.connectBluesky.success, { body }),
      async disconnectBluesky() {
        await send(ROUTES.connections.disconnectBluesky);
      },
    },
    account: {
      get: (signal) => read(ROUTES.account.account, (s) => s.account.account.success, { signal }),
      changeName: (body) => read(ROUTES.account.changeName, (s) => s.account.changeName.success, { body }),
      async changePassword(body) {
        await send(ROUTES.account.changePassword, { body });
      },
      changeEmail: (body) => read(ROUTES.account.changeEmail, (s) => s.account.changeEmail.success, { body }),
      resendVerification: () =>
        read(ROUTES.account.resendVerification, (s) => s.account.resendVerification.success),
      sessions: (signal) => read(ROUTES.account.sessions, (s) => s.account.sessions.success, { signal }),
      async signOutSession(id) {
        await send(ROUTES.account.signOutSession, { id });
      },
      async signOutOtherSessions() {
        await send(ROUTES.account.signOutOtherSessions);
      },
    },
    profile: {
      async get(signal) {
        try {
          return await read(ROUTES.profile.get, (s) => s.profile.get.success, { signal });
        } catch (error) {
          if (error instanceof ApiError && error.status === 404) return null;
          throw error;
        }
      },
      save: (body) => read(ROUTES.profile.save, (s) => s.profile.save.success, { body }),
    },
    projects: {
      list: (signal) => read(ROUTES.projects.list, (s) => s.projects.list.success, { signal }),
      create: (body) => read(ROUTES.projects.create, (s) => s.projects.create.success, { body }),
      get: (id, signal) => read(ROUTES.projects.get, (s) => s.projects.get.success, { id, signal }),
      activate: (id) => read(ROUTES.projects.activate, (s) => s.projects.activate.success, { id }),
      active: (signal) => read(ROUTES.projects.active, (s) => s.projects.active.success, { signal }),
    },
    goals: {
      list: (params, signal) =>
        read(ROUTES.goals.list, (s) => s.goals.list.success, { query: { ...params }, signal }),
      create: (body) => read(ROUTES.goals.create, (s) => s.goals.create.success, { body }),
      update: (id, body) => read(ROUTES.goals.update, (s) => s.goals.update.success, { id, body }),
      progress: (id, body) => read(ROUTES.goals.progress, (s) => s.goals.progress.success, { id, body }),
      complete: (id) => read(ROUTES.goals.complete, (s) => s.goals.complete.success, { id }),
    },
    roadmaps: {
      list: (signal) => read(ROUTES.roadmaps.list, (s) => s.roadmaps.list.success, { signal }),
      generate: (body) => read(ROUTES.roadmaps.generate, (s) => s.roadmaps.generate.success, { body }),
      attachGoal: (id, body) =>
        read(ROUTES.roadmaps.attachGoal, (s) => s.roadmaps.attachGoal.success, { id, body }),
    },
    tasks: {
      list: (params, signal) =>
        read(ROUTES.tasks.list, (s) => s.tasks.list.success, { query: { ...params }, signal }),
      create: (body) => read(ROUTES.tasks.create, (s) => s.tasks.create.success, { body }),
      generateDaily: () => read(ROUTES.tasks.generateDaily, (s) => s.tasks.generateDaily.success),
      complete: (id) => read(ROUTES.tasks.complete, (s) => s.tasks.complete.success, { id }),
      reopen: (id) => read(ROUTES.tasks.reopen, (s) => s.tasks.reopen.success, { id }),
    },
    insights: {
      kept: (params, signal) =>
        read(ROUTES.insights.kept, (s) => s.insights.kept.success, { query: { ...params }, signal }),
      generate: () => read(ROUTES.insights.generate, (s) => s.insights.generate.success),
    },
    ai: {
      contentSuggestions: (body) =>
        read(ROUTES.ai.contentSuggestions, (s) => s.ai.contentSuggestions.success, { body }),
      advice: (body) => read(ROUTES.ai.advice, (s) => s.ai.advice.success, { body }),
      adviceStream,
      chatHistory: (signal) => read(ROUTES.ai.chatHistory, (s) => s.ai.chatHistory.success, { signal }),
      // Recorded while the user may already be reloading or leaving: the stop must still arrive.
      stopAnswer: (body) =>
        read(ROUTES.ai.stopAnswer, (s) => s.ai.stopAnswer.success, { body, keepalive: true }),
      strategy: (body) => read(ROUTES.ai.strategy, (s) => s.ai.strategy.success, { body }),
      keepStrategyAction: (id, body) =>
        read(ROUTES.ai.keepStrategyAction, (s) => s.ai.keepStrategyAction.success, { id, body }),
      analyzeContent: (body) => read(ROUTES.ai.analyzeContent, (s) => s.ai.analyzeContent.success, { body }),
    },
    dashboard: {
      get: (signal) => read(ROUTES.dashboard.get, (s) => s.dashboard.get.success, { signal }),
    },
    community: {
      guide: (signal) => read(ROUTES.community.guide, (s) => s.community.guide.success, { signal }),
      addHabit: () => read(ROUTES.community.addHabit, (s) => s.community.addHabit.success),
    },
    progress: {
      overview: (signal) => read(ROUTES.progress.overview, (s) => s.progress.overview.success, { signal }),
      content: (signal) => read(ROUTES.progress.content, (s) => s.progress.content.success, { signal }),
      asOf: (at, signal) =>
        read(ROUTES.progress.asOf, (s) => s.progress.asOf.success, { query: { at }, signal }),
      timeline: (params = {}, signal) =>
        read(ROUTES.progress.timeline, (s) => s.progress.timeline.success, {
          query: { before: params.before, limit: params.limit || undefined },
          signal,
        }),
      download: (format) => text(format === 'csv' ? ROUTES.progress.exportCsv : ROUTES.progress.exportNdjson),
    },
    calendar: {
      list: (range = {}, signal) =>
        read(ROUTES.calendar.list, (s) => s.calendar.list.success, {
          query: { from: range.from, to: range.to },
          signal,
        }),
      schedule: (body) => read(ROUTES.calendar.schedule, (s) => s.calendar.schedule.success, { body }),
      update: (id, body) => read(ROUTES.calendar.update, (s) => s.calendar.update.success, { id, body }),
      publish: (id) => read(ROUTES.calendar.publish, (s) => s.calendar.publish.success, { id }),
      publishNow: (id) => read(ROUTES.calendar.publishNow, (s) => s.calendar.publishNow.success, { id }),
      retryPublishing: (id) =>
        read(ROUTES.calendar.retryPublishing, (s) => s.calendar.retryPublishing.success, { id }),
      unpublish: (id) => read(ROUTES.calendar.unpublish, (s) => s.calendar.unpublish.success, { id }),
      markPosted: (id, url) =>
        read(ROUTES.calendar.markPosted, (s) => s.calendar.markPosted.success, { id, body: { url } }),
      recordResults: (id, body) =>
        read(ROUTES.calendar.recordResults, (s) => s.calendar.recordResults.success, { id, body }),
      reminders: (signal) => read(ROUTES.calendar.reminders, (s) => s.calendar.reminders.success, { signal }),
      setReminders: (byMail) =>
        read(ROUTES.calendar.setReminders, (s) => s.calendar.setReminders.success, { body: { byMail } }),
      async remove(id) {
        await send(ROUTES.calendar.remove, { id });
      },
      exportIcs: () => text(ROUTES.calendar.exportIcs),
    },
    content: {
      history: (signal) => read(ROUTES.content.history, (s) => s.content.history.success, { signal }),
    },
    operator: {
      analytics: (token, signal) =>
        read(ROUTES.operator.analytics, (s) => s.operator.analytics.success, {
          signal,
          headers: { Authorization: `Bearer ${token}` },
        }),
    },
  };
}
