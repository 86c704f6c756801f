/**
 * Indexes on read models for the reads and account deletions of one person, which the models' tables
 * lacked: each was a sequential scan of a table that grows with the product (`npm run explain:scale`, and the
 * plans in docs/scale.md). The models' DDL now makes them with each table (and a rebuild's staging table,
 * which becomes the live one); a model creates its tables only when they are missing, so a store made
 * before gains them here, idempotently, at every start after the read models are in.
 * - user_identities: the account page lists a person's linked sign-ins by user.
 * - analytics_active_creators, strategy_actions: deleting an account anonymises its rows by user.
 * - tasks: the advisor's context reads a person's recent completions and first task (`advisorTasks`).
 */
export const readModelIndexesDdl = `
create index if not exists user_identities_by_user on rm.user_identities (user_id, linked_at);
create index if not exists analytics_active_creators_by_user on rm.analytics_active_creators (user_id);
create index if not exists strategy_actions_by_user on rm.strategy_actions (user_id);
create index if not exists tasks_done_by_user on rm.tasks (user_id, completed_at) where status = 'completed';
create index if not exists tasks_created_by_user on rm.tasks (user_id, created_at);
`;
