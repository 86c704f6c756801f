// Spec §7/§8: every call sends cookies, a JSON body only when there is a payload, and turns any
// non-OK answer into Error(`${status}: ${body text || status text}`).
export async function apiRequest(method: string, url: string, payload?: unknown): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include' };
  if (payload !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(payload);
  }
  const res = await fetch(url, init);
  await throwIfNotOk(res);
  return res;
}

export async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text().catch(() => '');
  throw new Error(`${res.status}: ${text || res.statusText}`);
}
