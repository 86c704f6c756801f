// Provisioning, run in setup() before any measured traffic: accounts that have signed up, finished
// onboarding, created a project, generated a roadmap and today's tasks, i.e. users with data behind every
// screen. Calls go out in parallel batches (http.batch) so 100 users take seconds, not minutes.
import { check, fail } from 'k6';
import http from 'k6/http';
import { BASE_URL, ONBOARDING, PROJECT, uniqueEmail } from './api.js';

const PASSWORD = 'load-test-password';
const BATCH = 10;

const json = (token) => ({
  headers: {
    'Content-Type': 'application/json',
    Origin: BASE_URL,
    ...(token ? { Cookie: `mm_session=${token}` } : {}),
  },
  jar: new http.CookieJar(),
  tags: { name: 'provision', kind: 'provision' },
});

/** Runs one step for every user of a batch in parallel; fails the test when any answer is not `status`. */
const step = (label, users, status, request) => {
  const responses = http.batch(users.map(request));
  responses.forEach((res) => {
    if (!check(res, { [`provision: ${label}`]: (r) => r.status === status })) {
      fail(`provisioning failed at '${label}': ${res.status} ${String(res.body).slice(0, 300)}`);
    }
  });
  return responses;
};

/** Creates `count` ready users; answers [{ email, token }]. */
export function provisionUsers(count, projectsPerUser = 1) {
  const users = [];
  for (let start = 0; start < count; start += BATCH) {
    const batch = Array.from({ length: Math.min(BATCH, count - start) }, () => ({
      email: uniqueEmail('provisioned'),
      token: null,
    }));
    step('register', batch, 201, (user) => [
      'POST',
      `${BASE_URL}/api/auth/register`,
      JSON.stringify({ email: user.email, password: PASSWORD, firstName: 'Load', lastName: 'Tester' }),
      json(null),
    ]).forEach((res, i) => {
      batch[i].token = res.cookies.mm_session[0].value;
    });
    step('onboarding save', batch, 200, (user) => [
      'POST',
      `${BASE_URL}/api/profile`,
      JSON.stringify(ONBOARDING),
      json(user.token),
    ]);
    for (let n = 1; n <= projectsPerUser; n++) {
      step('create project', batch, 201, (user) => [
        'POST',
        `${BASE_URL}/api/projects`,
        JSON.stringify(PROJECT(n)),
        json(user.token),
      ]);
    }
    step('generate roadmap', batch, 201, (user) => [
      'POST',
      `${BASE_URL}/api/roadmaps/generate`,
      '{}',
      json(user.token),
    ]);
    step('generate daily tasks', batch, 200, (user) => [
      'POST',
      `${BASE_URL}/api/tasks/generate-daily`,
      '{}',
      json(user.token),
    ]);
    users.push(...batch);
  }
  return users;
}
