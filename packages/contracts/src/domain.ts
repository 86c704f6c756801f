// Entities and enumerations of spec §3, as the API returns them.
// Every enumeration is a Schema.Literal union with its TS type and a label map for the screens.
// Request schemas and routes are built on top of these elsewhere; keep these the canonical shapes.
import { ParseResult, Schema } from 'effect';

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

export const CREATIVE_TYPES = [
  'visual_art',
  'photography',
  'graphic_design',
  'crafts',
  'music',
  'writing',
  'digital_art',
  'jewelry',
  'pottery',
  'fashion',
  'film',
  'performance',
  'invention',
  'other',
] as const;
export const CreativeType = Schema.Literal(...CREATIVE_TYPES);
export type CreativeType = typeof CreativeType.Type;

export const creativeTypeLabels: Record<CreativeType, string> = {
  visual_art: 'Visual Art',
  photography: 'Photography',
  graphic_design: 'Graphic Design',
  crafts: 'Crafts',
  music: 'Music',
  writing: 'Writing',
  digital_art: 'Digital Art',
  jewelry: 'Jewelry',
  pottery: 'Pottery',
  fashion: 'Fashion',
  film: 'Film',
  performance: 'Performance',
  invention: 'Invention',
  other: 'Other',
};

/** Variant B's creative-type labels, exactly as its onboarding screen offers them. */
export const CREATIVE_TYPE_VARIANT_B_LABELS = [
  'Visual Artist',
  'Musician',
  'Author/Writer',
  'Designer',
  'Photographer',
  'Filmmaker',
  'Crafts Maker',
  'Digital Creator',
  'Performer',
  'Inventor',
  'Other',
] as const;
export const CreativeTypeVariantBLabel = Schema.Literal(...CREATIVE_TYPE_VARIANT_B_LABELS);
export type CreativeTypeVariantBLabel = typeof CreativeTypeVariantBLabel.Type;

export const creativeTypeFromVariantB: Record<CreativeTypeVariantBLabel, CreativeType> = {
  'Visual Artist': 'visual_art',
  Musician: 'music',
  'Author/Writer': 'writing',
  Designer: 'graphic_design',
  Photographer: 'photography',
  Filmmaker: 'film',
  'Crafts Maker': 'crafts',
  'Digital Creator': 'digital_art',
  Performer: 'performance',
  Inventor: 'invention',
  Other: 'other',
};

// Person-nouns seen in stored data (spec §3: creativeType "visual_artist, photographer, musician").
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

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;
export const ExperienceLevel = Schema.Literal(...EXPERIENCE_LEVELS);
export type ExperienceLevel = typeof ExperienceLevel.Type;
export const experienceLevelLabels: Record<ExperienceLevel, string> = {
  beginner: 'Beginner (0-1 years)',
  intermediate: 'Intermediate (2-5 years)',
  advanced: 'Advanced (5+ years)',
};

// Variant A profile enumerations.

/** Variant A's stage of the current project (a project entity has its own ProjectStage). */
export const PROFILE_STAGES = ['idea', 'development', 'launched', 'scaling'] as const;
export const ProfileStage = Schema.Literal(...PROFILE_STAGES);
export type ProfileStage = typeof ProfileStage.Type;
export const profileStageLabels: Record<ProfileStage, string> = {
  idea: 'Idea Stage',
  development: 'In Development',
  launched: 'Launched',
  scaling: 'Scaling',
};

export const BUSINESS_GOALS = [
  'increase_sales',
  'grow_following',
  'build_brand',
  'find_clients',
  'launch_product',
  'expand_market',
  'improve_pricing',
  'build_community',
] as const;
export const BusinessGoal = Schema.Literal(...BUSINESS_GOALS);
export type BusinessGoal = typeof BusinessGoal.Type;
export const businessGoalLabels: Record<BusinessGoal, string> = {
  increase_sales: 'Increase sales',
  grow_following: 'Grow my following',
  build_brand: 'Build my brand',
  find_clients: 'Find new clients',
  launch_product: 'Launch a product',
  expand_market: 'Expand to new markets',
  improve_pricing: 'Improve my pricing',
  build_community: 'Build a community',
};

/** Variant A's monthly marketing budget. */
export const PROFILE_BUDGETS = ['no_budget', 'minimal', 'moderate', 'flexible'] as const;
export const ProfileBudget = Schema.Literal(...PROFILE_BUDGETS);
export type ProfileBudget = typeof ProfileBudget.Type;
export const profileBudgetLabels: Record<ProfileBudget, string> = {
  no_budget: 'No budget (free only)',
  minimal: 'Minimal ($1-50/month)',
  moderate: 'Moderate ($50-200/month)',
  flexible: 'Flexible ($200+/month)',
};

/** Variant A's weekly time for marketing. */
export const PROFILE_TIMES = ['minimal', 'moderate', 'dedicated', 'full_time'] as const;
export const ProfileTime = Schema.Literal(...PROFILE_TIMES);
export type ProfileTime = typeof ProfileTime.Type;
export const profileTimeLabels: Record<ProfileTime, string> = {
  minimal: 'Minimal (1-2 hours/week)',
  moderate: 'Moderate (3-5 hours/week)',
  dedicated: 'Dedicated (6-10 hours/week)',
  full_time: 'Full-time (10+ hours/week)',
};

export const CHALLENGES = [
  'pricing_work',
  'finding_customers',
  'social_media',
  'time_management',
  'competition',
  'marketing_knowledge',
  'confidence',
  'consistency',
] as const;
export const Challenge = Schema.Literal(...CHALLENGES);
export type Challenge = typeof Challenge.Type;
export const challengeLabels: Record<Challenge, string> = {
  pricing_work: 'Pricing my work',
  finding_customers: 'Finding customers',
  social_media: 'Social media',
  time_management: 'Time management',
  competition: 'Standing out from competition',
  marketing_knowledge: 'Marketing knowledge',
  confidence: 'Confidence in self-promotion',
  consistency: 'Staying consistent',
};

// Variant B profile enumerations.

export const SKILLS = [
  'branding_identity',
  'social_media',
  'content_creation',
  'photography',
  'video_production',
  'writing_copywriting',
  'graphic_design',
  'web_design',
  'illustration',
  'animation',
  'music_production',
  'event_planning',
  'product_development',
  'teaching',
  'community_building',
] as const;
export const Skill = Schema.Literal(...SKILLS);
export type Skill = typeof Skill.Type;
export const skillLabels: Record<Skill, string> = {
  branding_identity: 'Branding & Identity',
  social_media: 'Social Media',
  content_creation: 'Content Creation',
  photography: 'Photography',
  video_production: 'Video Production',
  writing_copywriting: 'Writing & Copywriting',
  graphic_design: 'Graphic Design',
  web_design: 'Web Design',
  illustration: 'Illustration',
  animation: 'Animation',
  music_production: 'Music Production',
  event_planning: 'Event Planning',
  product_development: 'Product Development',
  teaching: 'Teaching',
  community_building: 'Community Building',
};
/** Skill value for a value or variant B label ('Branding & Identity' → 'branding_identity'). */
export const normaliseSkill: (input: string) => Skill | undefined = normaliseWith(SKILLS, skillLabels);

export const COMMUNICATION_STYLES = ['professional', 'casual', 'creative'] as const;
export const CommunicationStyle = Schema.Literal(...COMMUNICATION_STYLES);
export type CommunicationStyle = typeof CommunicationStyle.Type;
export const communicationStyleLabels: Record<CommunicationStyle, string> = {
  professional: 'Professional',
  casual: 'Casual',
  creative: 'Creative',
};

export const LEARNING_PREFERENCES = ['hands_on', 'theory_first', 'mixed'] as const;
export const LearningPreference = Schema.Literal(...LEARNING_PREFERENCES);
export type LearningPreference = typeof LearningPreference.Type;
export const learningPreferenceLabels: Record<LearningPreference, string> = {
  hands_on: 'Hands-on',
  theory_first: 'Theory first',
  mixed: 'Mixed',
};

// ---------------------------------------------------------------------------------------------
// Project enumerations.

export const PROJECT_TYPES = [
  'book',
  'course',
  'app',
  'art_collection',
  'music_album',
  'service',
  'product',
  'event',
  'other',
] as const;
export const ProjectType = Schema.Literal(...PROJECT_TYPES);
export type ProjectType = typeof ProjectType.Type;
export const projectTypeLabels: Record<ProjectType, string> = {
  book: 'Book/Publication',
  course: 'Online Course',
  app: 'Mobile/Web App',
  art_collection: 'Art Collection',
  music_album: 'Music Album',
  service: 'Service Business',
  product: 'Physical Product',
  event: 'Event/Workshop',
  other: 'Other',
};

export const PROJECT_STAGES = ['idea', 'development', 'launch', 'growth', 'mature'] as const;
export const ProjectStage = Schema.Literal(...PROJECT_STAGES);
export type ProjectStage = typeof ProjectStage.Type;
export const projectStageLabels: Record<ProjectStage, string> = {
  idea: 'Idea Stage',
  development: 'In Development',
  launch: 'Ready to Launch',
  growth: 'Growing',
  mature: 'Established',
};

/** A project's total marketing budget in dollars. */
export const PROJECT_BUDGETS = ['under_100', '100_500', '500_2000', '2000_plus', 'no_budget'] as const;
export const ProjectBudget = Schema.Literal(...PROJECT_BUDGETS);
export type ProjectBudget = typeof ProjectBudget.Type;
export const projectBudgetLabels: Record<ProjectBudget, string> = {
  under_100: 'Under $100',
  '100_500': '$100 - $500',
  '500_2000': '$500 - $2,000',
  '2000_plus': '$2,000+',
  no_budget: 'No budget',
};

/** Hours a week a project gets. */
export const PROJECT_TIMES = ['under_5h', '5_10h', '10_20h', '20_plus'] as const;
export const ProjectTime = Schema.Literal(...PROJECT_TIMES);
export type ProjectTime = typeof ProjectTime.Type;
export const projectTimeLabels: Record<ProjectTime, string> = {
  under_5h: 'Under 5 hours/week',
  '5_10h': '5-10 hours/week',
  '10_20h': '10-20 hours/week',
  '20_plus': '20+ hours/week',
};

// ---------------------------------------------------------------------------------------------
// Goal, roadmap and task enumerations.

/** Spec: 'active' is used and shown blue, 'completed' green, any other status grey. */
export const GOAL_STATUSES = ['active', 'completed', 'paused', 'abandoned'] as const;
export const GoalStatus = Schema.Literal(...GOAL_STATUSES);
export type GoalStatus = typeof GoalStatus.Type;
export const goalStatusLabels: Record<GoalStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  paused: 'Paused',
  abandoned: 'Abandoned',
};

export const ROADMAP_STATUSES = ['active', 'completed', 'archived'] as const;
export const RoadmapStatus = Schema.Literal(...ROADMAP_STATUSES);
export type RoadmapStatus = typeof RoadmapStatus.Type;

export const TASK_STATUSES = ['pending', 'completed'] as const;
export const TaskStatus = Schema.Literal(...TASK_STATUSES);
export type TaskStatus = typeof TaskStatus.Type;

export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;
export const TaskPriority = Schema.Literal(...TASK_PRIORITIES);
export type TaskPriority = typeof TaskPriority.Type;
export const taskPriorityLabels: Record<TaskPriority, string> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

/** Spec: content, engagement and social_media are seen; the display default is 'Marketing'. */
export const TASK_CATEGORIES = [
  'marketing',
  'content',
  'engagement',
  'social_media',
  'branding',
  'sales',
  'networking',
  'email',
  'planning',
  'learning',
] as const;
export const TaskCategory = Schema.Literal(...TASK_CATEGORIES);
export type TaskCategory = typeof TaskCategory.Type;
export const taskCategoryLabels: Record<TaskCategory, string> = {
  marketing: 'Marketing',
  content: 'Content',
  engagement: 'Engagement',
  social_media: 'Social Media',
  branding: 'Branding',
  sales: 'Sales',
  networking: 'Networking',
  email: 'Email',
  planning: 'Planning',
  learning: 'Learning',
};

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
 * The spec's insights fields `targetMarket` and `currentChallenges` are `targetAudience` and
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
