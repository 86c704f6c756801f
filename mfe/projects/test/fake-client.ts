import type { MarketMuseClient } from '@market-muse/client';
import { vi } from 'vitest';

type DeepPartial<T> = { [K in keyof T]?: Partial<T[K]> };

const never = () => new Promise<never>(() => {});

/** A client whose every call is a mock; unspecified reads never answer (the loading state). */
export function fakeClient(overrides: DeepPartial<MarketMuseClient> = {}): MarketMuseClient {
  const group = <G extends object>(defaults: G, over: Partial<G> | undefined): G => {
    const merged = { ...defaults, ...over } as Record<string, unknown>;
    for (const key of Object.keys(merged)) {
      const value = merged[key];
      if (typeof value === 'function' && !vi.isMockFunction(value)) merged[key] = vi.fn(value as never);
    }
    return merged as G;
  };
  return {
    auth: group(
      { currentUser: vi.fn(never), login: vi.fn(never), register: vi.fn(never), logout: vi.fn(never) },
      overrides.auth,
    ),
    profile: group({ get: vi.fn(never), save: vi.fn(never) }, overrides.profile),
    projects: group(
      {
        list: vi.fn(never),
        create: vi.fn(never),
        get: vi.fn(never),
        activate: vi.fn(never),
        active: vi.fn(never),
      },
      overrides.projects,
    ),
    goals: group(
      {
        list: vi.fn(never),
        create: vi.fn(never),
        update: vi.fn(never),
        progress: vi.fn(never),
        complete: vi.fn(never),
      },
      overrides.goals,
    ),
    roadmaps: group({ list: vi.fn(never), generate: vi.fn(never) }, overrides.roadmaps),
    tasks: group(
      { list: vi.fn(never), generateDaily: vi.fn(never), complete: vi.fn(never), reopen: vi.fn(never) },
      overrides.tasks,
    ),
    insights: group({ generate: vi.fn(never) }, overrides.insights),
    ai: group(
      {
        contentSuggestions: vi.fn(never),
        advice: vi.fn(never),
        adviceStream: vi.fn(never),
        chatHistory: vi.fn(never),
        strategy: vi.fn(never),
        analyzeContent: vi.fn(never),
      },
      overrides.ai,
    ),
    dashboard: group({ get: vi.fn(never) }, overrides.dashboard),
    progress: group(
      {
        overview: vi.fn(never),
        content: vi.fn(never),
        asOf: vi.fn(never),
        timeline: vi.fn(never),
        download: vi.fn(never),
      },
      overrides.progress,
    ),
    operator: group({ analytics: vi.fn(never) }, overrides.operator),
  } as MarketMuseClient;
}
