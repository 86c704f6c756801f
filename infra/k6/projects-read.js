// Throughput of one list read, GET /api/projects, with closed-loop VUs and no think time: run once against
// the real server and once against the bare baseline (infra/scripts/load/baseline.ts), on the same
// database and users of the same shape, so `npm run load` can print our req/s as a ratio of the baseline's.
// BASE_URL is the real server (it provisions the users); TARGET_URL is the server being measured.
import { check } from 'k6';
import http from 'k6/http';
import { provisionUsers } from './lib/provision.js';

const TARGET_URL = __ENV.TARGET_URL || __ENV.BASE_URL || 'http://127.0.0.1:3000';
const VUS = Number(__ENV.VUS || 50);
const USERS = Number(__ENV.USERS || 20);

export const options = {
  scenarios: { reads: { executor: 'constant-vus', vus: VUS, duration: __ENV.DURATION || '20s' } },
  setupTimeout: '5m',
  summaryTrendStats: ['avg', 'med', 'p(90)', 'p(95)', 'p(99)', 'max', 'count'],
  thresholds: {
    http_req_failed: ['rate==0'],
    'http_reqs{name:/api/projects}': ['count>0'],
    'http_req_duration{name:/api/projects}': ['max>=0'],
  },
};

export function setup() {
  // Provisioned on the real server (the baseline has no commands); three projects each, so the query
  // returns a list, not a single row. Both runs provision users of the same shape.
  const tokens = provisionUsers(USERS, 3).map((user) => user.token);
  // Said on the console so that a harness can tell provisioning, whose writes it must not disturb, from
  // the reads it measures.
  console.log(`provisioned ${tokens.length} users`);
  return { tokens };
}

export default function (data) {
  const token = data.tokens[(__VU - 1) % data.tokens.length];
  const res = http.get(`${TARGET_URL}/api/projects`, {
    headers: { Cookie: `mm_session=${token}` },
    tags: { name: '/api/projects' },
  });
  check(res, { 'projects answer 200 with a list': (r) => r.status === 200 && r.body.length > 2 });
}
