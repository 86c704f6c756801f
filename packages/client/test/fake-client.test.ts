import { describe, expect, it } from 'vitest';
import { fakeClient, unansweredClient } from '../src/testing/index.ts';

const settled = (promise: Promise<unknown>) =>
  Promise.race([promise.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 20))]);

describe('the fake client for screens tests', () => {
  it('leaves every call it is not given pending, in every group', async () => {
    const client = unansweredClient();
    for (const group of Object.values(client))
      for (const method of Object.values(group)) expect(typeof method).toBe('function');
    expect(await settled(client.projects.list())).toBe(false);
    expect(await settled(fakeClient().dashboard.get())).toBe(false);
  });

  it('answers with what the test gives and records every call, given or not', async () => {
    const client = fakeClient({ profile: { get: async () => null } });
    expect(await client.profile.get()).toBeNull();
    void client.tasks.reopen('t2');
    expect(client.profile.get).toHaveBeenCalledTimes(1);
    expect(client.tasks.reopen).toHaveBeenCalledWith('t2');
    expect(client.tasks.list).not.toHaveBeenCalled();
  });
});
