import { startPds, type TestPds } from '@market-muse/test-servers/pds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BlueskyError, findPost, publishPost, recordKeyAt, signIn } from '../src/publishing/bluesky.ts';
import {
  connectionsKeyFromEnv,
  DEV_CONNECTIONS_KEY,
  openSecret,
  sealSecret,
} from '../src/publishing/credentials.ts';

let pds: TestPds;
beforeAll(async () => {
  pds = await startPds();
});
afterAll(() => pds?.close());

describe('Bluesky against a real PDS on loopback', () => {
  it('signs in with an app password and publishes a post with link, mention and hashtag facets', async () => {
    const alice = await pds.createAccount('alice');
    const { agent, account } = await signIn(pds.url, alice.handle, alice.appPassword);
    expect(account).toEqual({ did: alice.did, handle: alice.handle, service: pds.url });
    const text = `New print drop #art at https://example.com thanks @${alice.handle}`;
    const rkey = recordKeyAt(Date.parse('2026-11-24T10:00:00Z'), 7);
    const post = await publishPost(agent, alice.handle, {
      text,
      language: 'en',
      rkey,
      createdAt: '2026-11-24T10:00:00.000Z',
    });
    expect(post.uri).toBe(`at://${alice.did}/app.bsky.feed.post/${rkey}`);
    expect(post.url).toBe(`https://bsky.app/profile/${alice.handle}/post/${rkey}`);
    const [record, ...rest] = await alice.posts();
    expect(rest).toEqual([]);
    const value = record?.value as {
      text: string;
      langs: string[];
      facets: { features: { $type: string }[] }[];
    };
    expect(value.text).toBe(text);
    expect(value.langs).toEqual(['en']);
    expect(value.facets.map((f) => f.features[0]?.$type).sort()).toEqual([
      'app.bsky.richtext.facet#link',
      'app.bsky.richtext.facet#mention',
      'app.bsky.richtext.facet#tag',
    ]);
  });

  it('publishing again under the same record key finds the first post instead of posting twice', async () => {
    const bob = await pds.createAccount('bob');
    const { agent } = await signIn(pds.url, bob.handle, bob.appPassword);
    const rkey = recordKeyAt(Date.parse('2026-11-24T11:00:00Z'), 1);
    const post = { text: 'Once only', language: 'en', rkey, createdAt: '2026-11-24T11:00:00.000Z' };
    expect(await findPost(agent, rkey)).toBeNull();
    const first = await publishPost(agent, bob.handle, post);
    const second = await publishPost(agent, bob.handle, post);
    expect(second).toEqual(first);
    expect(await findPost(agent, rkey)).toBe(first.uri);
    expect(await bob.posts()).toHaveLength(1);
  });

  it('a wrong or revoked app password is rejected, an unreachable server is not', async () => {
    const carol = await pds.createAccount('carol');
    await expect(signIn(pds.url, carol.handle, 'aaaa-bbbb-cccc-dddd')).rejects.toMatchObject({
      kind: 'rejected',
    });
    await signIn(pds.url, carol.handle, carol.appPassword);
    await carol.revokeAppPassword();
    await expect(signIn(pds.url, carol.handle, carol.appPassword)).rejects.toMatchObject({
      kind: 'rejected',
    });
    const error = await signIn('http://127.0.0.1:9', carol.handle, 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(BlueskyError);
    expect(error).toMatchObject({ kind: 'unreachable' });
  });
});

describe('record keys', () => {
  it('are 13 characters of the sortable alphabet, ordered by time', () => {
    const early = recordKeyAt(Date.parse('2026-01-01T00:00:00Z'), 0);
    const late = recordKeyAt(Date.parse('2026-01-01T00:00:01Z'), 0);
    expect(early).toMatch(/^[234567a-j][234567a-z]{12}$/);
    expect(early < late).toBe(true);
  });
});

describe('sealed secrets', () => {
  it('open with the same key and context only', () => {
    const sealed = sealSecret('k1', 'app-pass-word', 'user-1:bluesky');
    expect(sealed).not.toContain('app-pass-word');
    expect(openSecret('k1', sealed, 'user-1:bluesky')).toBe('app-pass-word');
    expect(openSecret('k2', sealed, 'user-1:bluesky')).toBeNull();
    expect(openSecret('k1', sealed, 'user-2:bluesky')).toBeNull();
    expect(sealSecret('k1', 'app-pass-word', 'c')).not.toBe(sealSecret('k1', 'app-pass-word', 'c'));
  });

  it('production refuses the development key', () => {
    expect(connectionsKeyFromEnv({})).toBe(DEV_CONNECTIONS_KEY);
    expect(connectionsKeyFromEnv({ MM_CONNECTIONS_KEY: 'secret' })).toBe('secret');
    expect(() => connectionsKeyFromEnv({ NODE_ENV: 'production' })).toThrow(/MM_CONNECTIONS_KEY/);
  });
});
