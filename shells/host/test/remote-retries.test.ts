// The retry plugin against the federation runtime's hooks: what it tries again, how often, and that it
// gives up with the last failure.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REMOTE_RETRIES, retryPlugin } from '../src/federation/runtime-plugins.ts';

type Hooks = ReturnType<typeof retryPlugin>;
type LoadEntryErrorArgs = Parameters<NonNullable<Hooks['loadEntryError']>>[0];

const NO_DELAY = 0;
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the remote retry plugin', () => {
  it('fetches a manifest again after a failed response or a body that is not JSON', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(new Response('busy', { status: 503 }))
      .mockResolvedValueOnce(new Response('<html>', { status: 200 }))
      .mockResolvedValueOnce(json({ name: 'landing' }));
    vi.stubGlobal('fetch', fetch);
    const response = await retryPlugin(REMOTE_RETRIES, NO_DELAY).fetch?.('/mfe/landing/mf-manifest.json', {});
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await (response as Response).json()).toEqual({ name: 'landing' });
  });

  it('gives up on a manifest after the retries, with the last failure', async () => {
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockImplementation(async () => new Response('', { status: 502 }));
    vi.stubGlobal('fetch', fetch);
    await expect(
      retryPlugin(REMOTE_RETRIES, NO_DELAY).fetch?.('/mfe/landing/mf-manifest.json', {}),
    ).rejects.toThrow('/mfe/landing/mf-manifest.json answered 502');
    expect(fetch).toHaveBeenCalledTimes(1 + REMOTE_RETRIES);
  });

  it("loads a remoteEntry script again, forgetting the runtime's failed load first", async () => {
    const entry = { get: vi.fn(), init: vi.fn() };
    const globalLoading: Record<string, Promise<void> | undefined> = {};
    const getRemoteEntry = vi.fn().mockImplementation(async () => {
      expect(globalLoading.landing).toBeUndefined();
      if (getRemoteEntry.mock.calls.length < 2) throw new Error('script failed');
      return entry;
    });
    globalLoading.landing = Promise.resolve();
    const loaded = await retryPlugin(REMOTE_RETRIES, NO_DELAY).loadEntryError?.({
      getRemoteEntry,
      origin: {},
      remoteInfo: { name: 'landing' },
      globalLoading,
      uniqueKey: 'landing',
    } as unknown as LoadEntryErrorArgs);
    expect(await loaded).toBe(entry);
    expect(getRemoteEntry).toHaveBeenCalledTimes(2);
  });

  it('asks again for an exposed module whose chunk did not load', async () => {
    const factory = () => ({ default: 'routes' });
    const get = vi.fn().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(factory);
    const result = await retryPlugin(REMOTE_RETRIES, NO_DELAY).getModuleFactory?.({
      remoteEntryExports: { get, init: vi.fn() },
      expose: './routes',
      moduleInfo: {
        name: 'landing',
        entry: '',
        type: 'module',
        entryGlobalName: 'landing',
        shareScope: 'default',
      },
    } as unknown as Parameters<NonNullable<Hooks['getModuleFactory']>>[0]);
    expect(result).toBe(factory);
    expect(get).toHaveBeenCalledTimes(2);
  });
});
