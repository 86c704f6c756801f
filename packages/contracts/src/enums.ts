// Enumerations, labels and limits as plain values: what a browser bundle may import without Effect.
// The Schema literals in domain.ts and advisor.ts are built from these arrays.

export type CreativeType = (typeof CREATIVE_TYPES)[number];
export type CreativeTypeVariantBLabel = (typeof CREATIVE_TYPE_VARIANT_B_LABELS)[number];
export type ExperienceLevel = (typeof EXPERIENCE_LEVELS)[number];
export type ProfileStage = (typeof PROFILE_STAGES)[number];
export type BusinessGoal = (typeof BUSINESS_GOALS)[number];
export type ProfileBudget = (typeof PROFILE_BUDGETS)[number];
export type ProfileTime = (typeof PROFILE_TIMES)[number];
export type Challenge = (typeof CHALLENGES)[number];
export type Skill = (typeof SKILLS)[number];
export type CommunicationStyle = (typeof COMMUNICATION_STYLES)[number];
export type LearningPreference = (typeof LEARNING_PREFERENCES)[number];
export type ProjectType = (typeof PROJECT_TYPES)[number];
export type ProjectStage = (typeof PROJECT_STAGES)[number];
export type ProjectBudget = (typeof PROJECT_BUDGETS)[number];
export type ProjectTime = (typeof PROJECT_TIMES)[number];
export type GoalStatus = (typeof GOAL_STATUSES)[number];
export type RoadmapStatus = (typeof ROADMAP_STATUSES)[number];
export type TaskStatus = (typeof TASK_STATUSES)[number];
export type TaskPriority = (typeof TASK_PRIORITIES)[number];
export type TaskCategory = (typeof TASK_CATEGORIES)[number];
export type AdvisorSource = (typeof ADVISOR_SOURCES)[number];
export type Platform = (typeof PLATFORMS)[number];
export type StrategyTimeframe = (typeof STRATEGY_TIMEFRAMES)[number];
export type AdviceTopic = (typeof ADVICE_TOPICS)[number];

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

export const EXPERIENCE_LEVELS = ['beginner', 'intermediate', 'advanced'] as const;

export const experienceLevelLabels: Record<ExperienceLevel, string> = {
  beginner: 'Beginner (0-1 years)',
  intermediate: 'Intermediate (2-5 years)',
  advanced: 'Advanced (5+ years)',
};

/** Variant A's stage of the current project (a project entity has its own ProjectStage). */
export const PROFILE_STAGES = ['idea', 'development', 'launched', 'scaling'] as const;

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

export const profileBudgetLabels: Record<ProfileBudget, string> = {
  no_budget: 'No budget (free only)',
  minimal: 'Minimal ($1-50/month)',
  moderate: 'Moderate ($50-200/month)',
  flexible: 'Flexible ($200+/month)',
};

/** Variant A's weekly time for marketing. */
export const PROFILE_TIMES = ['minimal', 'moderate', 'dedicated', 'full_time'] as const;

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

export const COMMUNICATION_STYLES = ['professional', 'casual', 'creative'] as const;

export const communicationStyleLabels: Record<CommunicationStyle, string> = {
  professional: 'Professional',
  casual: 'Casual',
  creative: 'Creative',
};

export const LEARNING_PREFERENCES = ['hands_on', 'theory_first', 'mixed'] as const;

export const learningPreferenceLabels: Record<LearningPreference, string> = {
  hands_on: 'Hands-on',
  theory_first: 'Theory first',
  mixed: 'Mixed',
};

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

export const projectStageLabels: Record<ProjectStage, string> = {
  idea: 'Idea Stage',
  development: 'In Development',
  launch: 'Ready to Launch',
  growth: 'Growing',
  mature: 'Established',
};

/** A project's total marketing budget in dollars. */
export const PROJECT_BUDGETS = ['under_100', '100_500', '500_2000', '2000_plus', 'no_budget'] as const;

export const projectBudgetLabels: Record<ProjectBudget, string> = {
  under_100: 'Under $100',
  '100_500': '$100 - $500',
  '500_2000': '$500 - $2,000',
  '2000_plus': '$2,000+',
  no_budget: 'No budget',
};

/** Hours a week a project gets. */
export const PROJECT_TIMES = ['under_5h', '5_10h', '10_20h', '20_plus'] as const;

export const projectTimeLabels: Record<ProjectTime, string> = {
  under_5h: 'Under 5 hours/week',
  '5_10h': '5-10 hours/week',
  '10_20h': '10-20 hours/week',
  '20_plus': '20+ hours/week',
};

/** Spec: 'active' is used and shown blue, 'completed' green, any other status grey. */
export const GOAL_STATUSES = ['active', 'completed', 'paused', 'abandoned'] as const;

export const goalStatusLabels: Record<GoalStatus, string> = {
  active: 'Active',
  completed: 'Completed',
  paused: 'Paused',
  abandoned: 'Abandoned',
};

export const ROADMAP_STATUSES = ['active', 'completed', 'archived'] as const;

export const TASK_STATUSES = ['pending', 'completed'] as const;

export const TASK_PRIORITIES = ['high', 'medium', 'low'] as const;

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

export const ADVISOR_SOURCES = ['local', 'model'] as const;

export const PLATFORMS = ['instagram', 'facebook', 'twitter', 'linkedin', 'tiktok', 'bluesky'] as const;

export const platformLabels: Record<Platform, string> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  twitter: 'X (Twitter)',
  linkedin: 'LinkedIn',
  tiktok: 'TikTok',
  bluesky: 'Bluesky',
};

export const STRATEGY_TIMEFRAMES = ['30days', '90days', '6months'] as const;

export const strategyTimeframeLabels: Record<StrategyTimeframe, string> = {
  '30days': '30-Day Sprint',
  '90days': '90-Day Growth',
  '6months': '6-Month Plan',
};

/**
 * What a chat answer is about: the advisor's knowledge-base subjects, plus 'small_talk' (a greeting or
 * thanks, answered briefly) and 'unclear' (a message it could not place, answered honestly). The first
 * fifteen are the original subjects; answers recorded with them stay valid.
 */
export const ADVICE_TOPICS = [
  'pricing',
  'social_media_growth',
  'content_ideas',
  'engagement',
  'finding_clients',
  'branding',
  'email_list',
  'launch',
  'time_management',
  'confidence',
  'collaboration',
  'paid_ads',
  'portfolio_website',
  'analytics',
  'general',
  'raising_prices',
  'discounts_sales',
  'commissions',
  'wholesale',
  'consignment',
  'markets_fairs',
  'online_shop',
  'marketplaces',
  'product_photos',
  'product_descriptions',
  'packaging_shipping',
  'repeat_customers',
  'merch',
  'preorders',
  'giveaways',
  'platform_choice',
  'short_video',
  'showing_face',
  'hashtags',
  'captions',
  'best_times',
  'holiday_content',
  'youtube',
  'pinterest',
  'live_streaming',
  'repurposing',
  'reach_drop',
  'bio',
  'seo',
  'influencers',
  'grants',
  'residencies',
  'galleries',
  'open_calls',
  'agents_publishers',
  'press',
  'portfolio_review',
  'licensing',
  'brand_deals',
  'teaching_workshops',
  'gigs_booking',
  'networking',
  'local_community',
  'streaming_release',
  'playlist_pitching',
  'book_launch',
  'arc_readers',
  'crowdfunding',
  'memberships',
  'reviews_testimonials',
  'copying_takedowns',
  'negative_comments',
  'burnout_consistency',
  'niche_audience',
  'contracts_payment',
  'going_full_time',
  'small_talk',
  'unclear',
] as const;

// Limits and messages the screens show before the server would say the same.

/** Password minimum length. */
export const PASSWORD_MIN_LENGTH = 8;
/** "Create project" messages. */
export const PROJECT_NAME_REQUIRED = 'Project name is required';
export const PROJECT_TYPE_REQUIRED = 'Project type is required';
export const PROJECT_STAGE_REQUIRED = 'Project stage is required';
export const GOAL_TITLE_REQUIRED = 'Goal title is required';
export const MAX_ADVICE_MESSAGE = 4000;
export const MAX_ANALYZED_CONTENT = 10_000;
/** The longest stopped answer kept: far beyond any answer the advisor gives. */
export const MAX_STOPPED_ANSWER = 20_000;
export const PROFILE_NOT_FOUND = 'Profile not found';
export const PROJECT_NOT_FOUND_MESSAGE = 'Project not found';
/** The body of every 401 for a missing or expired session (recognises '401: ...Unauthorized'). */
export const UNAUTHORIZED_MESSAGE = 'Unauthorized';
/**
 * The body of the 409 for a write that a concurrent change to the same item won on every retry: nothing was
 * changed. The server and demo mode answer it alike.
 */
export const CONCURRENT_CHANGE =
  'This item was changed by another request at the same moment. Nothing was saved; please try again.';
