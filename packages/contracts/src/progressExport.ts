// The progress export's columns: a plain value, so browsers read it without the HttpApi.

/** The columns of the progress export, in order (stable: only ever appended to). */
export const PROGRESS_EXPORT_COLUMNS = [
  'event_id',
  'position',
  'occurred_at',
  'recorded_at',
  'user',
  'type',
  'schema_version',
  'stream_type',
  'entity_id',
  'title',
  'category',
  'status',
  'value',
  'target_value',
  'project_id',
  'roadmap_id',
  'goal_id',
] as const;
export type ProgressExportColumn = (typeof PROGRESS_EXPORT_COLUMNS)[number];
