import { startPds, type TestPds } from '@market-muse/test-servers/pds';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/publishing/bluesky.ts';
import { countsFromRepos, nextFetchAfter } from '../src/publishing/blueskyResults.ts';

let pds: TestPds;
beforeAll(async () => {
  pds = await startPds();
}, 120_000);
afterAll(() => pds?.close());

describe("a Bluesky post's numbers on a real PDS without an AppView", () => {
  it('counts the likes, reposts, replies and quotes other accounts gave it', async () => {
    const [alice, bob, carol] = [
      await pds.createAccount('alice'),
      await pds.createAccount('bob'),
      await pds.createAccount('carol'),
    ];
    const { agent } = await signIn(pds.url, alice.handle, alice.appPassword);
    // Posted on the PDS directly, as the publisher (or the creative) would.
    const post = await agent.post({ text: 'Kiln day #ceramics', createdAt: '2026-11-24T10:00:00.000Z' });
    const other = await agent.post({ text: 'Another post', createdAt: '2026-11-24T11:00:00.000Z' });
    expect(await countsFromRepos(pds.url, post.uri)).toEqual({ likes: 0, reposts: 0, replies: 0, quotes: 0 });

    const { agent: bobAgent } = await signIn(pds.url, bob.handle, bob.appPassword);
    const { agent: carolAgent } = await signIn(pds.url, carol.handle, carol.appPassword);
    const ref = { uri: post.uri, cid: post.cid };
    await bobAgent.like(ref.uri, ref.cid);
    await carolAgent.like(ref.uri, ref.cid);
    await bobAgent.repost(ref.uri, ref.cid);
    await carolAgent.post({ text: 'Lovely glaze', reply: { root: ref, parent: ref } });
    await bobAgent.post({ text: 'Look at this', embed: { $type: 'app.bsky.embed.record', record: ref } });
    await carolAgent.like(other.uri, other.cid);

    expect(await countsFromRepos(pds.url, post.uri)).toEqual({ likes: 2, reposts: 1, replies: 1, quotes: 1 });
    expect(await countsFromRepos(pds.url, other.uri)).toEqual({
      likes: 1,
      reposts: 0,
      replies: 0,
      quotes: 0,
    });
  });

  it('fetches hourly on the first day, then daily for two weeks, then stops', () => {
    const published = Date.parse('2026-11-24T10:00:00Z');
    const HOUR = 3_600_000;
    expect(nextFetchAfter(published, published + 2 * HOUR)).toBe(published + 3 * HOUR);
    expect(nextFetchAfter(published, published + 30 * HOUR)).toBe(published + 54 * HOUR);
    expect(nextFetchAfter(published, published + 14 * 24 * HOUR)).toBeNull();
  });
});
