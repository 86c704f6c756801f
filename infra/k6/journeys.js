// The mixed load of `npm run load`: signed-in users moving between the screens (each iteration one journey,
// drawn by weight, as the screens call the API), and new people signing up beside them. Users are
// provisioned in setup() first. Run it through `npm run load -- [smoke|load|soak]`, or by hand:
//   k6 run -e BASE_URL=http://127.0.0.1:3000 -e PROFILE=smoke infra/k6/journeys.js
import { check, sleep } from 'k6';
import { get, ONBOARDING, PROJECT, post, register, uniqueEmail } from './lib/api.js';
import { profile, SIGN_UP_MAX_VUS } from './lib/profiles.js';
import { provisionUsers } from './lib/provision.js';

export { options } from './lib/profiles.js';

/** Projects a user may hold before the create-project journey activates one instead (keeps lists bounded). */
const MAX_PROJECTS = 5;

/**
 * The users: fresh accounts provisioned here, or with SEEDED_SESSIONS (the `scale` profile) the sessions
 * of a big store's seeded creators, whose screens then show months of history.
 */
export function setup() {
  const seeded = (__ENV.SEEDED_SESSIONS || '').split(',').filter((token) => token.length > 0);
  if (seeded.length > 0) return { users: seeded.map((token) => ({ token })) };
  // A user for every VU number, not only the profile's VUs: two VUs playing one user at once would race
  // (one regenerates the roadmap, which discards the open tasks the other is about to complete: a 404).
  return { users: provisionUsers(profile.vus + SIGN_UP_MAX_VUS) };
}

// Per-VU state: each VU plays one provisioned user for the whole run.
const state = { projects: 1 };

const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The shell's sign-in check and profile gate, then the dashboard. */
const dashboard = (token) => {
  get(token, '/api/auth/user');
  get(token, '/api/profile');
  get(token, '/api/dashboard');
};

/** The projects list, the active project and one project's page. */
const projects = (token) => {
  const list = get(token, '/api/projects').json();
  get(token, '/api/active-project');
  if (Array.isArray(list) && list.length > 0)
    get(token, `/api/projects/${pick(list).id}`, '/api/projects/:id');
};

/** The task list, then completing a pending task (or reopening a completed one when none is pending). */
const tasks = (token) => {
  const list = get(token, '/api/tasks').json();
  if (!Array.isArray(list) || list.length === 0) return;
  const pending = list.filter((task) => !task.completed);
  if (pending.length > 0)
    post(token, `/api/tasks/${pick(pending).id}/complete`, undefined, { name: '/api/tasks/:id/complete' });
  else post(token, `/api/tasks/${pick(list).id}/reopen`, undefined, { name: '/api/tasks/:id/reopen' });
};

/** Today's tasks (the first call of the day adds them; later calls answer the same tasks). */
const dailyTasks = (token) => {
  const res = post(token, '/api/tasks/generate-daily', {});
  check(res, { 'daily tasks answer has tasks': (r) => Array.isArray(r.json('tasks')) });
};

/** The profile screen saving a change, then reading the profile back. */
const onboardingSave = (token) => {
  post(token, '/api/profile', {
    targetAudience: pick(['Young families', 'Couples', 'Small businesses', 'Local galleries']),
    availableTime: pick(['minimal', 'moderate', 'dedicated']),
    businessGoals: ONBOARDING.businessGoals,
  });
  get(token, '/api/profile');
};

/** Creating a project, or once the user holds a few, activating one. */
const newProject = (token) => {
  if (state.projects < MAX_PROJECTS) {
    state.projects += 1;
    post(token, '/api/projects', PROJECT(state.projects), { status: 201 });
    return;
  }
  const list = get(token, '/api/projects').json();
  if (Array.isArray(list) && list.length > 0)
    post(token, `/api/projects/${pick(list).id}/activate`, undefined, { name: '/api/projects/:id/activate' });
};

/** The roadmap screen: its list, then generating a new 90-day roadmap with the advisor. */
const roadmap = (token) => {
  get(token, '/api/roadmaps');
  post(token, '/api/roadmaps/generate', {}, { kind: 'advisor', status: 201 });
};

/** One of the assistant's tools. */
const assistant = (token) => {
  const advisor = { kind: 'advisor' };
  switch (Math.floor(Math.random() * 5)) {
    case 0:
      post(token, '/api/ai/content-suggestions', { contentType: 'social_media' }, advisor);
      break;
    case 1:
      post(
        token,
        '/api/ai/personalized-advice',
        { context: 'How should I price my portrait sessions?' },
        advisor,
      );
      get(token, '/api/ai/chat-history');
      break;
    case 2:
      post(
        token,
        '/api/ai/marketing-strategy',
        { timeframe: pick(['30days', '90days', '6months']) },
        advisor,
      );
      break;
    case 3:
      post(
        token,
        '/api/ai/analyze-content',
        {
          content: 'New autumn portrait slots are open! Book a session this weekend. #portraits',
          platform: 'instagram',
        },
        advisor,
      );
      break;
    default:
      post(token, '/api/project-insights', undefined, advisor);
  }
};

/** The advisor chat, streamed: k6 reads the whole event stream, which must end with the result event. */
const chatStream = (token) => {
  const res = post(
    token,
    '/api/ai/personalized-advice/stream',
    { context: 'What should I post on Instagram this week?' },
    { kind: 'advisor' },
  );
  check(res, {
    'chat stream is an event stream': (r) =>
      String(r.headers['Content-Type']).startsWith('text/event-stream'),
    'chat stream sends deltas then the result': (r) =>
      String(r.body).includes('event: delta') && String(r.body).includes('event: result'),
  });
};

const JOURNEYS = [
  [25, dashboard],
  [20, projects],
  [20, tasks],
  [5, dailyTasks],
  [5, onboardingSave],
  [3, newProject],
  [2, roadmap],
  [12, assistant],
  [8, chatStream],
];
const TOTAL_WEIGHT = JOURNEYS.reduce((sum, [weight]) => sum + weight, 0);

const drawJourney = () => {
  let ticket = Math.random() * TOTAL_WEIGHT;
  for (const [weight, journey] of JOURNEYS) {
    ticket -= weight;
    if (ticket < 0) return journey;
  }
  return JOURNEYS[0][1];
};

/** Think time between screens: about `thinkSeconds`, jittered so VUs do not march in step. */
const think = () => sleep(profile.thinkSeconds * (0.5 + Math.random()));

export function users(data) {
  const user = data.users[(__VU - 1) % data.users.length];
  drawJourney()(user.token);
  think();
}

/** A new person: sign up, save both onboarding steps, land on the dashboard. */
export function signup() {
  const token = register(uniqueEmail('signup'));
  if (!token) return;
  post(token, '/api/profile', { ...ONBOARDING, onboardingCompleted: false });
  post(token, '/api/profile', { onboardingCompleted: true });
  dashboard(token);
}
