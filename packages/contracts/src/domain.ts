// Entities and enumerations, as the API returns them.
// Every enumeration is a Schema.Literal union with its TS type and a label map for the screens.
// Request schemas and routes are built on top of these elsewhere; keep these the canonical shapes.
import { ParseResult, Schema } from 'effect';
import {
  BUSINESS_GOALS,
  CHALLENGES,
  COMMUNICATION_STYLES,
  CREATIVE_TYPE_VARIANT_B_LABELS,
  CREATIVE_TYPES,
  creativeTypeFromVariantB,
  creativeTypeLabels,
  EXPERIENCE_LEVELS,
  GOAL_STATUSES,
  LEARNING_PREFERENCES,
  PROFILE_BUDGETS,
  PROFILE_STAGES,
  PROFILE_TIMES,
  PROJECT_BUDGETS,
  PROJECT_STAGES,
  PROJECT_TIMES,
  PROJECT_TYPES,
  ROADMAP_STATUSES,
  SKILLS,
  skillLabels,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
} from './enums.ts';

export {
  BUSINESS_GOALS,
  businessGoalLabels,
  CHALLENGES,
  COMMUNICATION_STYLES,
  CREATIVE_TYPE_VARIANT_B_LABELS,
  CREATIVE_TYPES,
  challengeLabels,
  communicationStyleLabels,
  creativeTypeFromVariantB,
  creativeTypeLabels,
  EXPERIENCE_LEVELS,
  experienceLevelLabels,
  GOAL_STATUSES,
  goalStatusLabels,
  LEARNING_PREFERENCES,
  learningPreferenceLabels,
  PROFILE_BUDGETS,
  PROFILE_STAGES,
  PROFILE_TIMES,
  PROJECT_BUDGETS,
  PROJECT_STAGES,
  PROJECT_TIMES,
  PROJECT_TYPES,
  profileBudgetLabels,
  profileStageLabels,
  profileTimeLabels,
  projectBudgetLabels,
  projectStageLabels,
  projectTimeLabels,
  projectTypeLabels,
  ROADMAP_STATUSES,
  SKILLS,
  skillLabels,
  TASK_CATEGORIES,
  TASK_PRIORITIES,
  TASK_STATUSES,
  taskCategoryLabels,
  taskPriorityLabels,
} from './enums.ts';

/** Case-insensitive lookup of `input` among enum values, their labels and extra aliases. */
const normaliseWith =
  <V extends string>(values: readonly V[], labels: Record<V, string>, aliases: Record<string, V> = {}) =>
  (input: string): V | undefined => {
    const key = input.trim().toLowerCase();
    if (key === '') return undefined;
    const direct = values.find((v) => v.toLowerCase() === key || labels[v].toLowerCase() === key);
    if (direct !== undefined) return direct;
    const snake = key.replace(/[^a-z0-9]+/g, '_').replace(/^_|_$/g, '');
    return values.find((v) => v === snake) ?? aliases[key] ?? aliases[snake];
  };

// ---------------------------------------------------------------------------------------------
// Creative types: one canonical list covering both onboarding variants.
// Variant A sends these snake_case values; variant B sends labels such as 'Visual Artist', which
// map onto the same values (Filmmaker, Performer and Inventor exist only in variant B).

export const CreativeType = Schema.Literal(...CREATIVE_TYPES);
export type CreativeType = typeof CreativeType.Type;

export const CreativeTypeVariantBLabel = Schema.Literal(...CREATIVE_TYPE_VARIANT_B_LABELS);
export type CreativeTypeVariantBLabel = typeof CreativeTypeVariantBLabel.Type;

// Person-nouns seen in stored data (creativeType "visual_artist, photographer, musician").
const creativeTypeAliases: Record<string, CreativeType> = {
  ...Object.fromEntries(
    Object.entries(creativeTypeFromVariantB).flatMap(([label, value]) => [
      [label.toLowerCase(), value],
      [label.toLowerCase().replace(/[^a-z0-9]+/g, '_'), value],
    ]),
  ),
  visual_artist: 'visual_art',
  artist: 'visual_art',
  painter: 'visual_art',
  illustrator: 'visual_art',
  illustration: 'visual_art',
  photographer: 'photography',
  musician: 'music',
  writer: 'writing',
  author: 'writing',
  designer: 'graphic_design',
  design: 'graphic_design',
  filmmaker: 'film',
  filmmaking: 'film',
  video: 'film',
  crafter: 'crafts',
  maker: 'crafts',
  digital_creator: 'digital_art',
  performer: 'performance',
  inventor: 'invention',
  jeweler: 'jewelry',
  jeweller: 'jewelry',
  jewellery: 'jewelry',
  potter: 'pottery',
  ceramics: 'pottery',
  ceramicist: 'pottery',
};

/**
 * Canonical creative type for a value or label from either onboarding variant
 * ('photography', 'Photographer', 'visual_artist', 'Visual Art' …); undefined when unknown.
 */
export const normaliseCreativeType: (input: string) => CreativeType | undefined = normaliseWith(
  CREATIVE_TYPES,
  creativeTypeLabels,
  creativeTypeAliases,
);

/** Decodes any variant's creative-type value or label to the canonical value (for request schemas). */
export const CreativeTypeFromInput = Schema.transformOrFail(Schema.String, CreativeType, {
  strict: true,
  decode: (input, _, ast) => {
    const value = normaliseCreativeType(input);
    return value === undefined
      ? ParseResult.fail(new ParseResult.Type(ast, input, `unknown creative type: ${input}`))
      : ParseResult.succeed(value);
  },
  encode: (value) => ParseResult.succeed(value),
});

// ---------------------------------------------------------------------------------------------
// Profile enumerations shared by both variants.

export const ExperienceLevel = Schema.Literal(...EXPERIENCE_LEVELS);
export type ExperienceLevel = typeof ExperienceLevel.Type;

// Variant A profile enumerations.

export const ProfileStage = Schema.Literal(...PROFILE_STAGES);
export type ProfileStage = typeof ProfileStage.Type;

export const BusinessGoal = Schema.Literal(...BUSINESS_GOALS);
export type BusinessGoal = typeof BusinessGoal.Type;

export const ProfileBudget = Schema.Literal(...PROFILE_BUDGETS);
export type ProfileBudget = typeof ProfileBudget.Type;

export const ProfileTime = Schema.Literal(...PROFILE_TIMES);
export type ProfileTime = typeof ProfileTime.Type;

export const Challenge = Schema.Literal(...CHALLENGES);
export type Challenge = typeof Challenge.Type;

// Variant B profile enumerations.

export const Skill = Schema.Literal(...SKILLS);
export type Skill = typeof Skill.Type;
/** Skill value for a value or variant B label ('Branding & Identity' → 'branding_identity'). */
export const normaliseSkill: (input: string) => Skill | undefined = normaliseWith(SKILLS, skillLabels);

export const CommunicationStyle = Schema.Literal(...COMMUNICATION_STYLES);
export type CommunicationStyle = typeof CommunicationStyle.Type;

export const LearningPreference = Schema.Literal(...LEARNING_PREFERENCES);
export type LearningPreference = typeof LearningPreference.Type;

// ---------------------------------------------------------------------------------------------
// Project enumerations.

export const ProjectType = Schema.Literal(...PROJECT_TYPES);
export type ProjectType = typeof ProjectType.Type;

export const ProjectStage = Schema.Literal(...PROJECT_STAGES);
export type ProjectStage = typeof ProjectStage.Type;

export const ProjectBudget = Schema.Literal(...PROJECT_BUDGETS);
export type ProjectBudget = typeof ProjectBudget.Type;

export const ProjectTime = Schema.Literal(...PROJECT_TIMES);
export type ProjectTime = typeof ProjectTime.Type;

// ---------------------------------------------------------------------------------------------
// Goal, roadmap and task enumerations.

export const GoalStatus = Schema.Literal(...GOAL_STATUSES);
export type GoalStatus = typeof GoalStatus.Type;

export const RoadmapStatus = Schema.Literal(...ROADMAP_STATUSES);
export type RoadmapStatus = typeof RoadmapStatus.Type;

export const TaskStatus = Schema.Literal(...TASK_STATUSES);
export type TaskStatus = typeof TaskStatus.Type;

export const TaskPriority = Schema.Literal(...TASK_PRIORITIES);
export type TaskPriority = typeof TaskPriority.Type;

export const TaskCategory = Schema.Literal(...TASK_CATEGORIES);
export type TaskCategory = typeof TaskCategory.Type;

// ---------------------------------------------------------------------------------------------
// Shared field shapes.

/** An ISO 8601 timestamp as the API writes it (Date#toISOString). */
export const IsoDateTime = Schema.String.pipe(
  Schema.pattern(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/),
  Schema.annotations({ identifier: 'IsoDateTime' }),
);
/** A calendar date, yyyy-mm-dd. */
export const IsoDate = Schema.String.pipe(
  Schema.pattern(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/),
  Schema.annotations({ identifier: 'IsoDate' }),
);
/** A date-only or full timestamp; deadlines and due dates arrive in either form. */
export const IsoDateOrDateTime = Schema.Union(IsoDate, IsoDateTime);

const Minutes = Schema.Number.pipe(Schema.int(), Schema.nonNegative());
const Count = Schema.Number.pipe(Schema.int(), Schema.nonNegative());

// ---------------------------------------------------------------------------------------------
// Entities as the API returns them.

/**
 * A user's marketing profile: the fields of both onboarding variants, absent ones null or [].
 * `creativeType` is the first of `creativeTypes` (what the access gate and assistant read).
 * The product's insights fields `targetMarket` and `currentChallenges` are `targetAudience` and
 * `biggestChallenges` here.
 */
export const Profile = Schema.Struct({
  userId: Schema.String,
  creativeTypes: Schema.Array(CreativeType),
  creativeType: Schema.NullOr(CreativeType),
  experienceLevel: Schema.NullOr(ExperienceLevel),
  // Variant A
  currentProjectName: Schema.NullOr(Schema.String),
  projectDescription: Schema.NullOr(Schema.String),
  projectStage: Schema.NullOr(ProfileStage),
  targetAudience: Schema.NullOr(Schema.String),
  businessGoals: Schema.Array(BusinessGoal),
  availableBudget: Schema.NullOr(ProfileBudget),
  availableTime: Schema.NullOr(ProfileTime),
  biggestChallenges: Schema.Array(Challenge),
  // Variant B
  primarySkills: Schema.Array(Skill),
  yearsActive: Schema.NullOr(Count),
  creativeChallenges: Schema.Array(Schema.String),
  marketingExperience: Schema.NullOr(ExperienceLevel),
  currentMarketingChannels: Schema.Array(Schema.String),
  /** Free text such as 'mornings' or '2 hours a week'. */
  marketingTimePreference: Schema.NullOr(Schema.String),
  communicationStyle: Schema.NullOr(CommunicationStyle),
  learningPreference: Schema.NullOr(LearningPreference),
  contentPreferences: Schema.Array(Schema.String),
  /** IANA zone name, e.g. 'Europe/Berlin'. */
  timezone: Schema.NullOr(Schema.String),
  /** Lower-case weekday names, e.g. ['monday', 'thursday']. */
  availableDays: Schema.Array(Schema.String),
  onboardingCompleted: Schema.Boolean,
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Profile = typeof Profile.Type;

/** A creative project (book, course, album …); one per user is active at a time. */
export const Project = Schema.Struct({
  id: Schema.String,
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
  /** Revenue target in dollars. */
  targetRevenue: Schema.NullOr(Schema.Number),
  /** Free text such as '3 months' or 'Spring 2027'. */
  launchTimeline: Schema.NullOr(Schema.String),
  isActive: Schema.Boolean,
  createdAt: IsoDateTime,
});
export type Project = typeof Project.Type;

/** A measurable marketing goal; `progress` is currentValue / targetValue in percent (0 without a target). */
export const Goal = Schema.Struct({
  id: Schema.String,
  projectId: Schema.NullOr(Schema.String),
  title: Schema.String,
  description: Schema.NullOr(Schema.String),
  status: GoalStatus,
  deadline: Schema.NullOr(IsoDateOrDateTime),
  targetValue: Schema.NullOr(Schema.Number),
  currentValue: Schema.Number,
  /** What the values count, e.g. 'followers', 'sales', 'subscribers'. */
  unit: Schema.NullOr(Schema.String),
  progress: Schema.Number.pipe(Schema.between(0, 100)),
  createdAt: IsoDateTime,
});
export type Goal = typeof Goal.Type;

export const RoadmapStep = Schema.Struct({
  title: Schema.String,
  description: Schema.String,
});
export type RoadmapStep = typeof RoadmapStep.Type;

/** A stretch of the plan, e.g. days 1-30 'Foundation'. */
export const RoadmapPhase = Schema.Struct({
  title: Schema.String,
  description: Schema.String,
  startDay: Schema.Number.pipe(Schema.int(), Schema.positive()),
  endDay: Schema.Number.pipe(Schema.int(), Schema.positive()),
  steps: Schema.Array(RoadmapStep),
});
export type RoadmapPhase = typeof RoadmapPhase.Type;

/** A 90-day marketing plan for a goal or project; its tasks are Task rows with its id. */
export const Roadmap = Schema.Struct({
  id: Schema.String,
  userId: Schema.String,
  goalId: Schema.NullOr(Schema.String),
  projectId: Schema.NullOr(Schema.String),
  title: Schema.String,
  description: Schema.String,
  status: RoadmapStatus,
  totalSteps: Count,
  completedSteps: Count,
  /** Human text, e.g. '90 days'. */
  estimatedDuration: Schema.String,
  phases: Schema.Array(RoadmapPhase),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
});
export type Roadmap = typeof Roadmap.Type;

/**
 * A marketing task. Screens read either `status` or `completed`; both are sent and
 * `completed` is always `status === 'completed'`.
 */
export const Task = Schema.Struct({
  id: Schema.String,
  userId: Schema.String,
  roadmapId: Schema.NullOr(Schema.String),
  projectId: Schema.NullOr(Schema.String),
  title: Schema.String,
  description: Schema.String,
  status: TaskStatus,
  completed: Schema.Boolean,
  priority: TaskPriority,
  category: TaskCategory,
  /** Minutes. */
  estimatedTime: Minutes,
  dueDate: Schema.NullOr(IsoDateOrDateTime),
  completedAt: Schema.NullOr(IsoDateTime),
  createdAt: IsoDateTime,
  updatedAt: IsoDateTime,
}).pipe(
  Schema.filter((task) => task.completed === (task.status === 'completed') || 'completed must equal status'),
);
export type Task = typeof Task.Type;
