import { SqlClient } from '@effect/sql';
import type { Project } from '@market-muse/contracts';
import { Effect } from 'effect';

/** Ids arrive from URLs: anything that is not a UUID names no row (and must not reach a uuid cast). */
export const isUuid = (id: string) =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id);

interface ProjectRow {
  readonly id: string;
  readonly name: string;
  readonly description: string | null;
  readonly project_type: Project['projectType'];
  readonly target_audience: string | null;
  readonly unique_selling_point: string | null;
  readonly project_stage: Project['projectStage'];
  readonly available_budget: Project['availableBudget'];
  readonly available_time: Project['availableTime'];
  readonly biggest_challenges: ReadonlyArray<string>;
  readonly website_url: string | null;
  readonly social_media_links: ReadonlyArray<string>;
  readonly target_revenue: number | null;
  readonly launch_timeline: string | null;
  readonly is_active: boolean;
  readonly created_at: Date;
}

const columns = `id::text, name, description, project_type, target_audience, unique_selling_point, project_stage,
  available_budget, available_time, biggest_challenges, website_url, social_media_links, target_revenue,
  launch_timeline, is_active, created_at`;

const toProject = (row: ProjectRow): Project => ({
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

/** The user's projects, newest first. */
export const listProjects = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<ProjectRow>`select ${sql.unsafe(columns)} from rm.projects
      where user_id = ${userId}::uuid order by created_at desc, seq desc`;
    return rows.map(toProject);
  });

/** One of the user's projects; null when missing, malformed or another user's. */
export const getProject = (userId: string, id: string) =>
  Effect.gen(function* () {
    if (!isUuid(id)) return null;
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<ProjectRow>`select ${sql.unsafe(columns)} from rm.projects
      where user_id = ${userId}::uuid and id = ${id}::uuid`;
    return rows[0] ? toProject(rows[0]) : null;
  });

/** The user's active project, or null when the user has none. */
export const getActiveProject = (userId: string) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const rows = yield* sql<ProjectRow>`select ${sql.unsafe(columns)} from rm.projects
      where user_id = ${userId}::uuid and is_active`;
    return rows[0] ? toProject(rows[0]) : null;
  });
