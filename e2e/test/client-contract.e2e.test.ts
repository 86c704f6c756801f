// The shared client's contract against the real server (HTTP implementation). Demo mode's local client
// runs the same suite with the same expectations.
import { createHttpClient } from '@market-muse/client';
import { describeClientContract } from '@market-muse/client/contract-suite';
import { describe } from 'vitest';
import { baseURL, enabled, uniqueEmail } from '../src/harness.ts';

/** fetch with a cookie jar of its own, as one browser's session would have. */
function cookieFetch(): typeof fetch {
  const jar = new Map<string, string>();
  return async (input, init) => {
    const headers = new Headers(init?.headers);
    if (jar.size > 0) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(input, { ...init, headers });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /max-age=0|expires=thu, 01 jan 1970/i.test(cookie)) jar.delete(name);
      else jar.set(name, value);
    }
    return res;
  };
}

describe.skipIf(!enabled)('HTTP client on the real server', () => {
  describeClientContract('http', {
    newClient: () => createHttpClient({ baseUrl: baseURL, fetch: cookieFetch() }),
    uniqueEmail,
  });
});
