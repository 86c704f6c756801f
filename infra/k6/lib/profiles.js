// The load profiles of `npm run load -- [smoke|load|soak|scale]` and their thresholds.
// PROFILE picks the profile, DB (postgres | embedded) the latency budgets: the targets are p95 <
// 50 ms for reads and < 150 ms for writes on PostgreSQL, p95 < 250 ms on the embedded database, and no
// error anywhere. The smoke's budgets are looser (it runs in CI on a busy machine) but it fails on any
// error or failed check just the same.

const PROFILES = {
  // A few VUs for 30 s: every journey runs several times; CI runs it on every change.
  smoke: { vus: 5, duration: '30s', signupRate: 1, thinkSeconds: 0.5 },
  // 100 VUs for 2 minutes after a 15 s ramp: the figures in the README.
  load: { vus: 100, duration: '2m', rampUp: '15s', signupRate: 2, thinkSeconds: 1 },
  // The load profile held for 10 minutes: growth, leaks and slow drifts.
  soak: { vus: 100, duration: '10m', rampUp: '30s', signupRate: 1, thinkSeconds: 1 },
  // The load profile on a big store (a million events), signed in as its seeded creators: PostgreSQL's budgets.
  scale: { vus: 100, duration: '2m', rampUp: '15s', signupRate: 2, thinkSeconds: 1 },
};

/** p95 budgets in ms per request kind (read, write, advisor, signup). */
const BUDGETS = {
  smoke: { read: 250, write: 500, advisor: 2000, signup: 2000 },
  postgres: { read: 50, write: 150, advisor: 1000, signup: 1500 },
  embedded: { read: 250, write: 250, advisor: 1000, signup: 1500 },
};

/** The routes the journeys call, reported one by one by the `scale` profile. */
const SCALE_ROUTES = [
  '/api/auth/user',
  '/api/profile',
  '/api/dashboard',
  '/api/projects',
  '/api/active-project',
  '/api/projects/:id',
  '/api/tasks',
  '/api/roadmaps',
  '/api/ai/chat-history',
  '/api/tasks/:id/complete',
  '/api/tasks/:id/reopen',
  '/api/tasks/generate-daily',
  '/api/projects/:id/activate',
];

export const profileName = __ENV.PROFILE || 'smoke';
export const profile = PROFILES[profileName];
if (!profile) throw new Error(`unknown PROFILE '${profileName}': use smoke, load, soak or scale`);

const budgets =
  profileName === 'smoke' ? BUDGETS.smoke : BUDGETS[__ENV.DB === 'embedded' ? 'embedded' : 'postgres'];

/**
 * The most VUs the sign-up scenario may use. k6 numbers VUs across scenarios, so a user journey's VU may be
 * numbered up to the profile's VUs plus these.
 */
export const SIGN_UP_MAX_VUS = 20;

const usersScenario =
  profile.rampUp === undefined
    ? { executor: 'constant-vus', vus: profile.vus, duration: profile.duration }
    : {
        executor: 'ramping-vus',
        startVUs: 0,
        stages: [
          { duration: profile.rampUp, target: profile.vus },
          { duration: profile.duration, target: profile.vus },
        ],
        gracefulRampDown: '10s',
      };

export const options = {
  scenarios: {
    // Signed-in users moving between the screens (journeys.js `users`).
    users: { ...usersScenario, exec: 'users' },
    // New people signing up and finishing onboarding, at a steady rate beside them.
    signups: {
      executor: 'constant-arrival-rate',
      exec: 'signup',
      rate: profile.signupRate,
      timeUnit: '1s',
      duration: profile.duration,
      startTime: profile.rampUp ?? '0s',
      preAllocatedVUs: 4,
      maxVUs: SIGN_UP_MAX_VUS,
    },
  },
  // Creating 100 accounts (argon2id) and their roadmaps takes a while on 2 cores.
  setupTimeout: '5m',
  summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max', 'count'],
  thresholds: {
    http_req_failed: ['rate==0'],
    checks: ['rate==1'],
    'http_req_duration{kind:read}': [`p(95)<${budgets.read}`],
    'http_req_duration{kind:write}': [`p(95)<${budgets.write}`],
    'http_req_duration{kind:advisor}': [`p(95)<${budgets.advisor}`],
    'http_req_duration{kind:signup}': [`p(95)<${budgets.signup}`],
    // Shown in the summary (no budget): what provisioning cost.
    'http_req_duration{kind:provision}': ['max>=0'],
    // On the big store, each route's figures too (no budget of their own): which screens the history costs.
    ...(profileName === 'scale'
      ? Object.fromEntries(SCALE_ROUTES.map((route) => [`http_req_duration{name:${route}}`, ['max>=0']]))
      : {}),
  },
};
