import { AtpAgent } from '@atproto/api';
import { TestNetworkNoAppView } from '@atproto/dev-env';

/**
 * A real AT Protocol network on loopback for the browser run (one for the whole run): a PLC directory and a
 * PDS from @atproto/dev-env. The tests make accounts through the PDS's own API, each with an app password.
 */
export const startPds = async () => {
  const network = await TestNetworkNoAppView.create({});
  return { url: network.pds.url, close: () => network.close() };
};

/** A new account on the PDS and an app password for it, as a creative makes one in Bluesky's settings. */
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
    appPassword: data.password,
    /** Likes a post, as a reader on the same network would. */
    like: (uri: string, cid: string) => agent.like(uri, cid),
    /** The account's posts as the PDS holds them. */
    posts: async () =>
      (
        await agent.com.atproto.repo.listRecords({
          repo: agent.session?.did ?? '',
          collection: 'app.bsky.feed.post',
        })
      ).data.records,
  };
};
