import { AtpAgent } from '@atproto/api';
import { TestNetworkNoAppView } from '@atproto/dev-env';

/**
 * A real AT Protocol network on loopback: a PLC directory (in memory) and a PDS (SQLite in a temporary
 * folder), both from @atproto/dev-env, started once per suite or browser run. Accounts are made through the
 * PDS's own API, each with an app password, as a user would create one in Bluesky's settings.
 */
export const startPds = async () => {
  const network = await TestNetworkNoAppView.create({});
  const url = network.pds.url;
  let count = 0;
  return {
    url,
    /** A new account (handle `<name>-<random>.test`) and an app password for it. */
    createAccount: (name = `user${++count}`) => createBlueskyAccount(url, name),
    close: () => network.close(),
  };
};

export type TestPds = Awaited<ReturnType<typeof startPds>>;

/** A new account on the PDS at `pdsUrl` (from any process) and an app password for it. */
export const createBlueskyAccount = async (pdsUrl: string, name: string) => {
  const handle = `${name}-${crypto.randomUUID().slice(0, 6)}.test`;
  const agent = new AtpAgent({ service: pdsUrl });
  await agent.createAccount({
    handle,
    email: `${handle}@example.test`,
    password: `pw-${crypto.randomUUID()}`,
  });
  const { data } = await agent.com.atproto.server.createAppPassword({ name: 'market-muse' });
  return {
    handle,
    did: agent.session?.did ?? '',
    appPassword: data.password,
    /** Revokes the app password, as the user would in Bluesky's settings. */
    revokeAppPassword: () => agent.com.atproto.server.revokeAppPassword({ name: 'market-muse' }),
    /** Likes a post, as a reader on the same network would. */
    like: (uri: string, cid: string) => agent.like(uri, cid),
    /** The account's posts as the PDS holds them, newest first. */
    posts: async () => {
      const { data: page } = await agent.com.atproto.repo.listRecords({
        repo: agent.session?.did ?? '',
        collection: 'app.bsky.feed.post',
      });
      return page.records;
    },
  };
};
