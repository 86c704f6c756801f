import { Schema } from 'effect';
import {
  Advice,
  AdvisorSource,
  ContentAnalysis,
  ContentSuggestions,
  PlanPhase,
  Platform,
  ProjectInsights,
  Strategy,
  StrategyTimeframe,
  TaskDraft,
} from './advisor.ts';
import {
  PlannedPostAutoPublishSet,
  PlannedPostDeleted,
  PlannedPostEdited,
  type PlannedPostEvent,
  PlannedPostPublished,
  PlannedPostPublishFailed,
  PlannedPostPublishing,
  PlannedPostReminded,
  PlannedPostRescheduled,
  PlannedPostResultsRecorded,
  PlannedPostScheduled,
  PlannedPostUnpublished,
  PostReminderMailsChosen,
} from './calendar.ts';
import {
  BusinessGoal,
  GoalStatus,
  Profile,
  ProjectBudget,
  ProjectStage,
  ProjectTime,
  ProjectType,
} from './domain.ts';

/**
 * Event payloads, one schema per event type. Events are facts: fields are only ever added (with an
 * upcaster for old versions), never renamed in place.
 */
export const UserRegistered = Schema.Struct({
  userId: Schema.String,
  email: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  /** argon2id PHC string: the secret itself is never recorded. */
  passwordHash: Schema.String,
  registeredAt: Schema.String,
});
export type UserRegistered = typeof UserRegistered.Type;

export const EmailReserved = Schema.Struct({
  email: Schema.String,
  userId: Schema.String,
});
export type EmailReserved = typeof EmailReserved.Type;

/** The account's password was replaced: by its owner (`change`) or through a reset link (`reset`). */
export const PasswordChanged = Schema.Struct({
  userId: Schema.String,
  /** argon2id PHC string of the new password. */
  passwordHash: Schema.String,
  via: Schema.Literal('change', 'reset'),
  changedAt: Schema.String,
});
export type PasswordChanged = typeof PasswordChanged.Type;

/** The owner proved that the account's email address is theirs (followed the link mailed to it). */
export const EmailVerified = Schema.Struct({
  userId: Schema.String,
  email: Schema.String,
  verifiedAt: Schema.String,
});
export type EmailVerified = typeof EmailVerified.Type;

/** The owner changed the account's name (the shell greets them by the first name). */
export const NameChanged = Schema.Struct({
  userId: Schema.String,
  firstName: Schema.String,
  lastName: Schema.String,
  changedAt: Schema.String,
});
export type NameChanged = typeof NameChanged.Type;

/** The account's email changed, confirmed from the new address (so the new one counts as verified). */
export const EmailChanged = Schema.Struct({
  userId: Schema.String,
  previousEmail: Schema.String,
  email: Schema.String,
  changedAt: Schema.String,
});
export type EmailChanged = typeof EmailChanged.Type;

/**
 * Stream user-<userId>: the person deleted their account. Their key is destroyed with it, so every personal
 * field they ever recorded reads as erased from then on.
 */
export const AccountDeleted = Schema.Struct({
  userId: Schema.String,
  deletedAt: Schema.String,
});
export type AccountDeleted = typeof AccountDeleted.Type;

/**
 * Stream email-<keyed hash>: the address is free again, because its account moved to another address or was
 * deleted. The address itself is not repeated: the stream's keyed id already stands for it.
 */
export const EmailReleased = Schema.Struct({
  userId: Schema.String,
  releasedAt: Schema.String,
});
export type EmailReleased = typeof EmailReleased.Type;

/**
 * Stream user-<userId>: the account can now be signed in to through an OpenID Connect provider: the person
 * the provider knows as `subject` at `issuer` (an e-mail the provider vouched for linked it, or signing in
 * there created the account).
 */
export const IdentityLinked = Schema.Struct({
  userId: Schema.String,
  identityId: Schema.String,
  issuer: Schema.String,
  subject: Schema.String,
  /** The e-mail address the provider gave when the link was made (shown on the account page). */
  email: Schema.String,
  linkedAt: Schema.String,
});
export type IdentityLinked = typeof IdentityLinked.Type;

/** Stream user-<userId>: the owner disconnected a provider; it no longer signs in to this account. */
export const IdentityUnlinked = Schema.Struct({
  userId: Schema.String,
  identityId: Schema.String,
  unlinkedAt: Schema.String,
});
export type IdentityUnlinked = typeof IdentityUnlinked.Type;

/**
 * Stream user-<userId>: the owner registered a passkey, which now signs in to the account. The credential
 * itself (its public key and signature counter) is kept in the API's passkeys table, not in events.
 */
export const PasskeyAdded = Schema.Struct({
  userId: Schema.String,
  passkeyId: Schema.String,
  /** The name the owner gave it ("Work laptop"), as it was when added. */
  name: Schema.String,
  addedAt: Schema.String,
});
export type PasskeyAdded = typeof PasskeyAdded.Type;

/** Stream user-<userId>: the owner removed a passkey; it no longer signs in to this account. */
export const PasskeyRemoved = Schema.Struct({
  userId: Schema.String,
  passkeyId: Schema.String,
  removedAt: Schema.String,
});
export type PasskeyRemoved = typeof PasskeyRemoved.Type;

export type UserEvent =
  | { readonly type: 'UserRegistered'; readonly data: UserRegistered }
  | { readonly type: 'EmailReserved'; readonly data: EmailReserved }
  | { readonly type: 'PasswordChanged'; readonly data: PasswordChanged }
  | { readonly type: 'EmailVerified'; readonly data: EmailVerified }
  | { readonly type: 'EmailChanged'; readonly data: EmailChanged }
  | { readonly type: 'NameChanged'; readonly data: NameChanged }
  | { readonly type: 'AccountDeleted'; readonly data: AccountDeleted }
  | { readonly type: 'EmailReleased'; readonly data: EmailReleased }
  | { readonly type: 'IdentityLinked'; readonly data: IdentityLinked }
  | { readonly type: 'IdentityUnlinked'; readonly data: IdentityUnlinked }
  | { readonly type: 'PasskeyAdded'; readonly data: PasskeyAdded }
  | { readonly type: 'PasskeyRemoved'; readonly data: PasskeyRemoved };

// ---------------------------------------------------------------------------------------------
// Profile, projects and goals (part A). Payloads carry full snapshots of what changed, so a
// projection applies an event without reading anything else.

/** The editable profile fields (both onboarding variants) as one snapshot; creativeType is derived. */
export const ProfileFields = Profile.omit('userId', 'creativeType', 'createdAt', 'updatedAt');
export type ProfileFields = typeof ProfileFields.Type;

/** Stream profile-<userId>: every save records the whole resulting profile. */
export const ProfileSaved = Schema.Struct({
  userId: Schema.String,
  profile: ProfileFields,
  /** Names of the fields this save changed (for analysts; the snapshot is what projections apply). */
  changed: Schema.Array(Schema.String),
  createdAt: Schema.String,
  savedAt: Schema.String,
});
export type ProfileSaved = typeof ProfileSaved.Type;

export type ProfileEvent = { readonly type: 'ProfileSaved'; readonly data: ProfileSaved };

/** Stream project-<projectId>. */
export const ProjectCreated = Schema.Struct({
  projectId: Schema.String,
  userId: Schema.String,
  name: Schema.String,
  description: Schema.NullOr(Schema.String),
  projectType: ProjectType,
  targetAudience: Schema.NullOr(Schema.String),
  uniqueSellingPoint: Schema.NullOr(Schema.String),
  projectStage: ProjectStage,
  availableBudget: Schema.NullOr(ProjectBudget),
  availableTime: Schema.NullOr(ProjectTime),
  biggestChallenges: Schema.Array(Schema.String),
  websiteUrl: Schema.NullOr(Schema.String),
  socialMediaLinks: Schema.Array(Schema.String),
  targetRevenue: Schema.NullOr(Schema.Number),
  launchTimeline: Schema.NullOr(Schema.String),
  createdAt: Schema.String,
});
export type ProjectCreated = typeof ProjectCreated.Type;

/** Stream projects-<userId> (the portfolio): a project joined the user's portfolio. */
export const ProjectAdded = Schema.Struct({
  userId: Schema.String,
  projectId: Schema.String,
  addedAt: Schema.String,
});
export type ProjectAdded = typeof ProjectAdded.Type;

/**
 * Stream projects-<userId>: the user's one active project changed. Deactivating the previous one is part
 * of the same fact, so no reader ever sees two active projects.
 */
export const ActiveProjectChanged = Schema.Struct({
  userId: Schema.String,
  projectId: Schema.String,
  previousProjectId: Schema.NullOr(Schema.String),
  changedAt: Schema.String,
});
export type ActiveProjectChanged = typeof ActiveProjectChanged.Type;

export type ProjectEvent =
  | { readonly type: 'ProjectCreated'; readonly data: ProjectCreated }
  | { readonly type: 'ProjectAdded'; readonly data: ProjectAdded }
  | { readonly type: 'ActiveProjectChanged'; readonly data: ActiveProjectChanged };

/** Stream goal-<goalId>: a goal was set, by the user or from the profile's business goals. */
export const GoalSet = Schema.Struct({
  goalId: Schema.String,
  userId: Schema.String,
  projectId: Schema.NullOr(Schema.String),
  title: Schema.String,
  description: Schema.NullOr(Schema.String),
  status: GoalStatus,
  deadline: Schema.NullOr(Schema.String),
  targetValue: Schema.NullOr(Schema.Number),
  currentValue: Schema.Number,
  unit: Schema.NullOr(Schema.String),
  /** The profile business goal it was set from; null for goals the user set. */
  businessGoal: Schema.NullOr(BusinessGoal),
  setAt: Schema.String,
});
export type GoalSet = typeof GoalSet.Type;

/** The goal's editable details after an update (a full snapshot of them). */
export const GoalUpdated = Schema.Struct({
  goalId: Schema.String,
  userId: Schema.String,
  title: Schema.String,
  description: Schema.NullOr(Schema.String),
  deadline: Schema.NullOr(Schema.String),
  targetValue: Schema.NullOr(Schema.Number),
  unit: Schema.NullOr(Schema.String),
  updatedAt: Schema.String,
});
export type GoalUpdated = typeof GoalUpdated.Type;

export const GoalStatusChanged = Schema.Struct({
  goalId: Schema.String,
  userId: Schema.String,
  status: GoalStatus,
  previousStatus: GoalStatus,
  changedAt: Schema.String,
});
export type GoalStatusChanged = typeof GoalStatusChanged.Type;

export const GoalProgressRecorded = Schema.Struct({
  goalId: Schema.String,
  userId: Schema.String,
  currentValue: Schema.Number,
  previousValue: Schema.Number,
  recordedAt: Schema.String,
});
export type GoalProgressRecorded = typeof GoalProgressRecorded.Type;

export type GoalEvent =
  | { readonly type: 'GoalSet'; readonly data: GoalSet }
  | { readonly type: 'GoalUpdated'; readonly data: GoalUpdated }
  | { readonly type: 'GoalStatusChanged'; readonly data: GoalStatusChanged }
  | { readonly type: 'GoalProgressRecorded'; readonly data: GoalProgressRecorded };

// ---------------------------------------------------------------------------------------------
// Roadmaps, tasks and advisor results (part B). Payloads carry everything their read
// models need (user, roadmap and project ids, the plan itself), so projections never query.

/** A roadmap's generation: the advisor's whole 90-day plan, tasks grouped by phase and step. */
export const RoadmapGenerated = Schema.Struct({
  roadmapId: Schema.String,
  userId: Schema.String,
  goalId: Schema.NullOr(Schema.String),
  projectId: Schema.NullOr(Schema.String),
  title: Schema.String,
  description: Schema.String,
  estimatedDuration: Schema.String,
  totalSteps: Schema.Number,
  weeklyMinutes: Schema.Number,
  phases: Schema.Array(PlanPhase),
  /** Ids of the plan's tasks in plan order (phase, step, task), created with the roadmap. */
  taskIds: Schema.Array(Schema.String),
  source: AdvisorSource,
  generatedAt: Schema.String,
});
export type RoadmapGenerated = typeof RoadmapGenerated.Type;

/** A newer roadmap for the same goal (or project) replaced this one. */
export const RoadmapSuperseded = Schema.Struct({
  roadmapId: Schema.String,
  userId: Schema.String,
  supersededBy: Schema.String,
  supersededAt: Schema.String,
});
export type RoadmapSuperseded = typeof RoadmapSuperseded.Type;

/** The current roadmap of one goal (or goal-less project): its own stream serialises regenerations. */
export const RoadmapAssigned = Schema.Struct({
  userId: Schema.String,
  target: Schema.String,
  roadmapId: Schema.String,
  previousRoadmapId: Schema.NullOr(Schema.String),
  assignedAt: Schema.String,
});
export type RoadmapAssigned = typeof RoadmapAssigned.Type;

/** A roadmap generated without a goal now plans for this goal (of the roadmap's project). */
export const RoadmapAttachedToGoal = Schema.Struct({
  roadmapId: Schema.String,
  userId: Schema.String,
  goalId: Schema.String,
  attachedAt: Schema.String,
});
export type RoadmapAttachedToGoal = typeof RoadmapAttachedToGoal.Type;

export type RoadmapEvent =
  | { readonly type: 'RoadmapGenerated'; readonly data: RoadmapGenerated }
  | { readonly type: 'RoadmapSuperseded'; readonly data: RoadmapSuperseded }
  | { readonly type: 'RoadmapAssigned'; readonly data: RoadmapAssigned }
  | { readonly type: 'RoadmapAttachedToGoal'; readonly data: RoadmapAttachedToGoal };

/** Where a task came from; `advisor`: the user added it from a strategy or confirmed the advisor's proposal. */
export const TaskOrigin = Schema.Literal('roadmap', 'daily', 'community', 'advisor');
export type TaskOrigin = typeof TaskOrigin.Type;

export const TaskCreated = Schema.Struct({
  taskId: Schema.String,
  userId: Schema.String,
  roadmapId: Schema.NullOr(Schema.String),
  projectId: Schema.NullOr(Schema.String),
  title: Schema.String,
  description: Schema.String,
  priority: TaskDraft.fields.priority,
  category: TaskDraft.fields.category,
  estimatedTime: Schema.Number,
  /** yyyy-mm-dd. */
  dueDate: Schema.NullOr(Schema.String),
  /** Position in the roadmap's plan (null for daily tasks): a step is done when all its tasks are. */
  phaseIndex: Schema.NullOr(Schema.Number),
  stepIndex: Schema.NullOr(Schema.Number),
  origin: TaskOrigin,
  createdAt: Schema.String,
});
export type TaskCreated = typeof TaskCreated.Type;

const TaskChange = {
  taskId: Schema.String,
  userId: Schema.String,
  roadmapId: Schema.NullOr(Schema.String),
  projectId: Schema.NullOr(Schema.String),
};
export const TaskCompleted = Schema.Struct({ ...TaskChange, completedAt: Schema.String });
export type TaskCompleted = typeof TaskCompleted.Type;
export const TaskReopened = Schema.Struct({ ...TaskChange, reopenedAt: Schema.String });
export type TaskReopened = typeof TaskReopened.Type;
/** An open task withdrawn because its roadmap was superseded; it leaves the lists. */
export const TaskDiscarded = Schema.Struct({
  ...TaskChange,
  reason: Schema.Literal('roadmap_superseded'),
  discardedAt: Schema.String,
});
export type TaskDiscarded = typeof TaskDiscarded.Type;

/** One user's daily generation for one day (stream daily-<userId>-<date>): at most one per day. */
export const DailyTasksGenerated = Schema.Struct({
  userId: Schema.String,
  date: Schema.String,
  roadmapId: Schema.NullOr(Schema.String),
  phase: Schema.String,
  minutesAvailable: Schema.Number,
  taskIds: Schema.Array(Schema.String),
  source: AdvisorSource,
  generatedAt: Schema.String,
});
export type DailyTasksGenerated = typeof DailyTasksGenerated.Type;

export type TaskEvent =
  | { readonly type: 'TaskCreated'; readonly data: TaskCreated }
  | { readonly type: 'TaskCompleted'; readonly data: TaskCompleted }
  | { readonly type: 'TaskReopened'; readonly data: TaskReopened }
  | { readonly type: 'TaskDiscarded'; readonly data: TaskDiscarded }
  | { readonly type: 'DailyTasksGenerated'; readonly data: DailyTasksGenerated };

export const ProjectInsightsGenerated = Schema.Struct({
  resultId: Schema.String,
  userId: Schema.String,
  projectId: Schema.NullOr(Schema.String),
  projectName: Schema.String,
  result: ProjectInsights,
  generatedAt: Schema.String,
});
export type ProjectInsightsGenerated = typeof ProjectInsightsGenerated.Type;

export const ContentSuggestionsGenerated = Schema.Struct({
  resultId: Schema.String,
  userId: Schema.String,
  contentType: Schema.String,
  result: ContentSuggestions,
  generatedAt: Schema.String,
});
export type ContentSuggestionsGenerated = typeof ContentSuggestionsGenerated.Type;

/** One chat turn: the user's message and the advisor's answer. */
export const AdviceGiven = Schema.Struct({
  resultId: Schema.String,
  userId: Schema.String,
  message: Schema.String,
  askedAt: Schema.String,
  result: Advice,
  answeredAt: Schema.String,
  streamed: Schema.Boolean,
});
export type AdviceGiven = typeof AdviceGiven.Type;

/**
 * A chat answer the user stopped while it streamed: the turn keeps exactly the text that was shown, marked
 * stopped. `resultId` is the turn's id when the stream had named it (an AdviceGiven of the same turn, recorded
 * by a stream that finished anyway, does not replace it), else a new one.
 */
export const AdviceStopped = Schema.Struct({
  resultId: Schema.String,
  userId: Schema.String,
  message: Schema.String,
  shown: Schema.String,
  stoppedAt: Schema.String,
});
export type AdviceStopped = typeof AdviceStopped.Type;

export const StrategyGenerated = Schema.Struct({
  resultId: Schema.String,
  userId: Schema.String,
  timeframe: StrategyTimeframe,
  result: Strategy,
  generatedAt: Schema.String,
});
export type StrategyGenerated = typeof StrategyGenerated.Type;

/** One action of a recorded strategy ticked (kept) or unticked by its owner; `resultId` is the strategy's. */
export const StrategyActionKept = Schema.Struct({
  resultId: Schema.String,
  userId: Schema.String,
  phase: Schema.Number,
  action: Schema.Number,
  kept: Schema.Boolean,
  keptAt: Schema.String,
});
export type StrategyActionKept = typeof StrategyActionKept.Type;

export const ContentAnalyzed = Schema.Struct({
  resultId: Schema.String,
  userId: Schema.String,
  platform: Platform,
  content: Schema.String,
  result: ContentAnalysis,
  analyzedAt: Schema.String,
});
export type ContentAnalyzed = typeof ContentAnalyzed.Type;

export type AdvisorResultEvent =
  | { readonly type: 'ProjectInsightsGenerated'; readonly data: ProjectInsightsGenerated }
  | { readonly type: 'ContentSuggestionsGenerated'; readonly data: ContentSuggestionsGenerated }
  | { readonly type: 'AdviceGiven'; readonly data: AdviceGiven }
  | { readonly type: 'AdviceStopped'; readonly data: AdviceStopped }
  | { readonly type: 'StrategyGenerated'; readonly data: StrategyGenerated }
  | { readonly type: 'StrategyActionKept'; readonly data: StrategyActionKept }
  | { readonly type: 'ContentAnalyzed'; readonly data: ContentAnalyzed };

/**
 * Every event type's payload schema, keyed by its type: readers decode what they read with these (after
 * upcasting), so a projection receives a typed union and an event that does not match is parked, not cast.
 * A new event type is added here and to `MarketMuseEvent`.
 */
export const EventSchemas = {
  UserRegistered,
  EmailReserved,
  PasswordChanged,
  EmailVerified,
  EmailChanged,
  NameChanged,
  AccountDeleted,
  EmailReleased,
  IdentityLinked,
  IdentityUnlinked,
  PasskeyAdded,
  PasskeyRemoved,
  ProfileSaved,
  ProjectCreated,
  ProjectAdded,
  ActiveProjectChanged,
  GoalSet,
  GoalUpdated,
  GoalStatusChanged,
  GoalProgressRecorded,
  RoadmapGenerated,
  RoadmapSuperseded,
  RoadmapAssigned,
  RoadmapAttachedToGoal,
  TaskCreated,
  TaskCompleted,
  TaskReopened,
  TaskDiscarded,
  DailyTasksGenerated,
  ProjectInsightsGenerated,
  ContentSuggestionsGenerated,
  AdviceGiven,
  AdviceStopped,
  StrategyGenerated,
  StrategyActionKept,
  ContentAnalyzed,
  PlannedPostScheduled,
  PlannedPostRescheduled,
  PlannedPostEdited,
  PlannedPostPublished,
  PlannedPostUnpublished,
  PlannedPostDeleted,
  PlannedPostAutoPublishSet,
  PlannedPostPublishing,
  PlannedPostPublishFailed,
  PlannedPostReminded,
  PlannedPostResultsRecorded,
  PostReminderMailsChosen,
} as const satisfies { readonly [K in EventType]: Schema.Schema.AnyNoContext };
export type EventSchemas = typeof EventSchemas;

/** Every domain event as a discriminated union on `type`. */
export type MarketMuseEvent =
  | UserEvent
  | ProfileEvent
  | ProjectEvent
  | GoalEvent
  | RoadmapEvent
  | TaskEvent
  | AdvisorResultEvent
  | PlannedPostEvent;
export type EventType = MarketMuseEvent['type'];

// Each schema's type is the payload of the union member of the same type (checked at compile time).
type SchemaPayloads = { readonly [K in EventType]: (typeof EventSchemas)[K]['Type'] };
type UnionPayloads = { readonly [E in MarketMuseEvent as E['type']]: E['data'] };
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
export const eventSchemasMatchEvents: Same<SchemaPayloads, UnionPayloads> = true;
