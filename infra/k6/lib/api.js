// What every k6 script here uses to call the API (routes and bodies: packages/contracts/src/api/*).
// Each request is tagged with `kind` (read, write, advisor, signup) so the thresholds and the report can
// tell list reads from commands and from the advisor's heavier calls, and with `name` (the route), so
// the per-route figures group ids together.
import { check } from 'k6';
import http from 'k6/http';

export const BASE_URL = __ENV.BASE_URL || 'http://127.0.0.1:3000';

/** Headers of a signed-in call. Origin is sent as a browser would: writes from another site are refused. */
const headersFor = (token, json) => ({
  Cookie: `mm_session=${token}`,
  Origin: BASE_URL,
  ...(json ? { 'Content-Type': 'application/json' } : {}),
});

/** A fresh cookie jar per call, so a Set-Cookie from one user never rides along on another's request. */
const noJar = () => new http.CookieJar();

const expect = (res, status, name) =>
  check(res, { [`${name} answers ${status}`]: (r) => r.status === status }) ||
  console.warn(`${name}: ${res.status} ${String(res.body).slice(0, 200)}`);

export const get = (token, path, name = path, kind = 'read') => {
  const res = http.get(`${BASE_URL}${path}`, {
    headers: headersFor(token, false),
    jar: noJar(),
    tags: { name, kind },
  });
  expect(res, 200, `GET ${name}`);
  return res;
};

export const post = (token, path, body, { name = path, kind = 'write', status = 200 } = {}) => {
  const res = http.post(`${BASE_URL}${path}`, body === undefined ? null : JSON.stringify(body), {
    headers: headersFor(token, body !== undefined),
    jar: noJar(),
    tags: { name, kind },
  });
  expect(res, status, `POST ${name}`);
  return res;
};

let sequence = 0;
/** An email no other run or VU uses (the provisioning and the sign-up journey both create accounts). */
export const uniqueEmail = (prefix) =>
  `${prefix}-${Date.now().toString(36)}-${__VU}-${(sequence++).toString(36)}-${Math.random().toString(36).slice(2, 8)}@load.test`;

/** Creates an account; answers its session token (the cookie the answer sets). */
export const register = (email) => {
  const res = http.post(
    `${BASE_URL}/api/auth/register`,
    JSON.stringify({ email, password: 'load-test-password', firstName: 'Load', lastName: 'Tester' }),
    {
      headers: { 'Content-Type': 'application/json', Origin: BASE_URL },
      jar: noJar(),
      tags: { name: '/api/auth/register', kind: 'signup' },
    },
  );
  expect(res, 201, 'POST /api/auth/register');
  const cookie = res.cookies.mm_session;
  return cookie && cookie.length > 0 ? cookie[0].value : null;
};

/** Both onboarding steps' fields as the profile-setup screen saves them (variant A, then completion). */
export const ONBOARDING = {
  creativeTypes: ['photography'],
  experienceLevel: 'intermediate',
  currentProjectName: 'Autumn portrait series',
  projectDescription: 'Outdoor portraits in warm light for families and couples.',
  projectStage: 'development',
  targetAudience: 'Young families in the city',
  businessGoals: ['increase_sales', 'grow_following'],
  availableBudget: 'minimal',
  availableTime: 'moderate',
  biggestChallenges: ['finding_customers', 'pricing_work'],
  onboardingCompleted: true,
};

export const PROJECT = (n) => ({
  name: `Load project ${n}`,
  projectType: 'art_collection',
  projectStage: 'development',
  description: 'A series of portraits shot in the autumn.',
  targetAudience: 'Young families',
  availableBudget: '100_500',
  availableTime: '5_10h',
});
