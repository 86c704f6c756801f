// The two auth calls of the login screen (spec §7). Same rules as the shell's apiRequest: cookies
// included, JSON body only with a payload, a non-OK answer throws `${status}: ${body || statusText}`.
import type { AuthUser, LoginRequest, RegisterRequest } from '@market-muse/contracts';

export class ApiError extends Error {
  readonly status: number;
  /** The server's own text, '' when it sent none. */
  readonly body: string;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.body = body;
  }
}

async function postJson<T>(url: string, payload: unknown): Promise<T> {
  const res = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(payload),
  });
  if (!res.ok) throw new ApiError(res.status, res.statusText, (await res.text().catch(() => '')).trim());
  return (await res.json()) as T;
}

export const login = (body: LoginRequest) => postJson<AuthUser>('/api/auth/login', body);
export const register = (body: RegisterRequest) => postJson<AuthUser>('/api/auth/register', body);

/** The server's text for a toast, or the given fallback when there is none (e.g. a network error). */
export function serverText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.body ? error.body : fallback;
}

/** Spec §2: 'Continue with Replit' hands the browser to the external sign-in path. */
export const EXTERNAL_LOGIN_PATH = '/api/auth/login';
