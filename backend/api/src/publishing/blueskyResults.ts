import { AtpAgent } from '@atproto/api';

// A Bluesky post's numbers: likes, reposts, replies and quotes. Bluesky's AppView counts them over the
// whole network (app.bsky.feed.getPosts, not used here yet); a PDS alone does not index who liked what, so
// these counts come from the records of the repositories one PDS hosts (likes, reposts, and posts replying
// to or quoting it). They see only the accounts on that PDS: enough for the tests' network on loopback and
// a self-hosted community, not for the whole network.

export interface BlueskyCounts {
  readonly likes: number;
  readonly reposts: number;
  readonly replies: number;
  readonly quotes: number;
}

const PAGE = 100;

/** Every record of one collection in one repository, page by page. */
async function* recordsOf(agent: AtpAgent, repo: string, collection: string) {
  let cursor: string | undefined;
  do {
    const { data } = await agent.com.atproto.repo.listRecords({
      repo,
      collection,
      limit: PAGE,
      ...(cursor ? { cursor } : {}),
    });
    for (const record of data.records) yield record.value as Record<string, unknown>;
    cursor = data.records.length === PAGE ? data.cursor : undefined;
  } while (cursor);
}

const uriAt = (value: unknown, ...path: string[]): unknown =>
  path.reduce<unknown>(
    (node, key) =>
      typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined,
    value,
  );

/** The counts from the records of every repository the PDS at `pdsUrl` hosts (no AppView needed). */
export const countsFromRepos = async (pdsUrl: string, uri: string): Promise<BlueskyCounts> => {
  const agent = new AtpAgent({ service: pdsUrl });
  const counts = { likes: 0, reposts: 0, replies: 0, quotes: 0 };
  let cursor: string | undefined;
  do {
    const { data } = await agent.com.atproto.sync.listRepos({ limit: PAGE, ...(cursor ? { cursor } : {}) });
    for (const { did } of data.repos) {
      for await (const like of recordsOf(agent, did, 'app.bsky.feed.like'))
        if (uriAt(like, 'subject', 'uri') === uri) counts.likes++;
      for await (const repost of recordsOf(agent, did, 'app.bsky.feed.repost'))
        if (uriAt(repost, 'subject', 'uri') === uri) counts.reposts++;
      for await (const post of recordsOf(agent, did, 'app.bsky.feed.post')) {
        if (uriAt(post, 'reply', 'parent', 'uri') === uri) counts.replies++;
        // A quote embeds the post, alone or beside media.
        if (
          uriAt(post, 'embed', 'record', 'uri') === uri ||
          uriAt(post, 'embed', 'record', 'record', 'uri') === uri
        )
          counts.quotes++;
      }
    }
    cursor = data.repos.length === PAGE ? data.cursor : undefined;
  } while (cursor);
  return counts;
};

/**
 * When to fetch a post's numbers next: every `firstDayEveryMs` (an hour) for its first day, then daily
 * until two weeks have passed.
 */
export const nextFetchAfter = (
  publishedAt: number,
  fetchedAt: number,
  firstDayEveryMs = 3_600_000,
): number | null => {
  const DAY = 86_400_000;
  const age = fetchedAt - publishedAt;
  if (age < DAY) return fetchedAt + firstDayEveryMs;
  if (age < 14 * DAY) return fetchedAt + DAY;
  return null;
};
