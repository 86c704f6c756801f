// The bare baseline for `npm run load`: node:http + pg answering GET /api/projects with the same session
// check and the same projects query as backend/api (auth/sessions.ts `resolve`, store/projects.ts
// `listProjects`), the same pool size (8) and the same JSON. It has no framework, no schema encoding and
// no middleware, so the ratio of our throughput to its throughput is what the stack costs on a list read.
// Run as its own process: `node infra/scripts/load/baseline.ts` with DATABASE_URL and PORT; prints
// `listening <port>` when ready.
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import pg from 'pg';

const SESSION_COOKIE = 'mm_session';
const POOL_SIZE = 8;

const url = process.env.DATABASE_URL;
if (!url) throw new Error('the baseline needs DATABASE_URL (it runs on PostgreSQL only)');
const pool = new pg.Pool({ connectionString: url, max: POOL_SIZE, application_name: 'market-muse-baseline' });

const digest = (token: string) => createHash('sha256').update(token).digest('base64url');

const sessionToken = (cookieHeader: string | undefined) => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_COOKIE) return decodeURIComponent(value.join('='));
  }
  return null;
};

const sessionQuery = `select u.id::text, u.email, u.first_name, u.last_name, u.created_at
  from mm_sessions s join rm.users u on u.id = s.user_id
  where s.token_hash = $1 and s.revoked_at is null and s.expires_at > now()`;

const projectsQuery = `select id::text, name, description, project_type, target_audience, unique_selling_point,
  project_stage, available_budget, available_time, biggest_challenges, website_url, social_media_links,
  target_revenue, launch_timeline, is_active, created_at from rm.projects
  where user_id = $1::uuid order by created_at desc, seq desc`;

interface ProjectRow {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly project_type: string;
  readonly target_audience: string | null;
  readonly unique_selling_point: string | null;
  readonly project_stage: string;
  readonly available_budget: string | null;
  readonly available_time: string | null;
  readonly biggest_challenges: string[];
  readonly website_url: string | null;
  readonly social_media_links: string[];
  readonly target_revenue: string | number | null;
  readonly launch_timeline: string | null;
  readonly is_active: boolean;
  readonly created_at: Date;
}

const toProject = (row: ProjectRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  projectType: row.project_type,
  targetAudience: row.target_audience,
  uniqueSellingPoint: row.unique_selling_point,
  projectStage: row.project_stage,
  availableBudget: row.available_budget,
  availableTime: row.available_time,
  biggestChallenges: row.biggest_challenges,
  websiteUrl: row.website_url,
  socialMediaLinks: row.social_media_links,
  targetRevenue: row.target_revenue === null ? null : Number(row.target_revenue),
  launchTimeline: row.launch_timeline,
  isActive: row.is_active,
  createdAt: row.created_at.toISOString(),
});

const send = (res: import('node:http').ServerResponse, status: number, body: string, type: string) => {
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) });
  res.end(body);
};

const server = createServer((req, res) => {
  if (req.method !== 'GET' || req.url !== '/api/projects') {
    send(res, 404, 'Not found', 'text/plain');
    return;
  }
  const token = sessionToken(req.headers.cookie);
  if (!token) {
    send(res, 401, 'Unauthorized', 'text/plain');
    return;
  }
  (async () => {
    const session = await pool.query<{ id: string }>(sessionQuery, [digest(token)]);
    const user = session.rows[0];
    if (!user) return send(res, 401, 'Unauthorized', 'text/plain');
    const projects = await pool.query<ProjectRow>(projectsQuery, [user.id]);
    send(res, 200, JSON.stringify(projects.rows.map(toProject)), 'application/json');
  })().catch((error: unknown) => {
    console.error(error);
    send(res, 500, 'Internal server error', 'text/plain');
  });
});
server.keepAliveTimeout = 65_000;

server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : ''}`);
});

process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void pool.end().then(() => process.exit(0));
});
