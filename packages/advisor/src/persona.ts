// The advisor's view of a user: the profile and active project reduced to the few dimensions
// the knowledge is keyed by (creative type, stage, budget, time, experience, style), with
// sensible defaults so a half-finished profile still gets personal answers.
import {
  type AdvisorContext,
  type BusinessGoal,
  businessGoalLabels,
  CHALLENGES,
  type Challenge,
  type CommunicationStyle,
  type CreativeType,
  challengeLabels,
  creativeTypeLabels,
  type ExperienceLevel,
  type LearningPreference,
  type ProfileStage,
  type ProjectStage,
  type ProjectType,
  projectTypeLabels,
  type Skill,
} from '@market-muse/contracts';
import { count } from '@market-muse/contracts/plural';
import { challenges as challengeKnowledge } from './knowledge/challenges.ts';
import { type ChannelKey, type ChannelKnowledge, channels } from './knowledge/channels.ts';
import { type CreativeKnowledge, creativeKnowledge } from './knowledge/creative-types.ts';
import { audiencePhrase, cleanPhrase, namePhrase } from './realise.ts';

export type BudgetTier = 'none' | 'low' | 'medium' | 'high';
export type Economics = 'sells' | 'bookings' | 'free';
export type TimeTier = 'minimal' | 'moderate' | 'dedicated' | 'full';

export interface PersonaChallenge {
  /** The known challenge it matched, if any. */
  readonly key: Challenge | null;
  /** What the user called it. */
  readonly label: string;
}

export interface Persona {
  readonly userId: string;
  readonly date: string;
  readonly creativeType: CreativeType;
  readonly creativeLabel: string;
  readonly knowledge: CreativeKnowledge;
  readonly experience: ExperienceLevel;
  readonly stage: ProjectStage;
  readonly budget: BudgetTier;
  readonly weeklyMinutes: number;
  readonly timeTier: TimeTier;
  readonly projectName: string;
  /** False when projectName is a stand-in such as 'your photography project'. */
  readonly hasProjectName: boolean;
  readonly projectType: ProjectType | null;
  readonly projectTypeLabel: string | null;
  readonly audience: string;
  /** False when audience is the creative type's default. */
  readonly hasAudience: boolean;
  readonly usp: string;
  readonly hasUsp: boolean;
  /** What the user wrote sets the work apart, cleaned, for quoting; null when not given. */
  readonly uspText: string | null;
  /** False when neither profile nor project gives a budget (the tier then defaults to 'none'). */
  readonly budgetKnown: boolean;
  /** False when neither profile nor project gives weekly time (the minutes are then a default). */
  readonly timeKnown: boolean;
  /** How the work earns: sold, booked as a service, or given away (a free release has listeners, not buyers). */
  readonly economics: Economics;
  readonly goals: readonly BusinessGoal[];
  readonly primaryGoal: string;
  readonly challenges: readonly PersonaChallenge[];
  readonly style: CommunicationStyle;
  readonly learning: LearningPreference;
  /** Recommended channels, best first, already filtered by budget and time. */
  readonly channels: readonly { readonly key: ChannelKey; readonly channel: ChannelKnowledge }[];
  /** Lower-cased titles of tasks still open. */
  readonly openTasks: ReadonlySet<string>;
  /** Lower-cased titles of tasks completed in the last 14 days. */
  readonly recentlyDone: ReadonlySet<string>;
  readonly context: AdvisorContext;
}

const profileStageToProject: Record<ProfileStage, ProjectStage> = {
  idea: 'idea',
  development: 'development',
  launched: 'launch',
  scaling: 'growth',
};

const projectBudgetTier = {
  no_budget: 'none',
  under_100: 'low',
  '100_500': 'medium',
  '500_2000': 'high',
  '2000_plus': 'high',
} as const satisfies Record<string, BudgetTier>;
const profileBudgetTier = {
  no_budget: 'none',
  minimal: 'low',
  moderate: 'medium',
  flexible: 'high',
} as const satisfies Record<string, BudgetTier>;

// Midpoints of the ranges the forms offer, in minutes a week.
const projectWeeklyMinutes = { under_5h: 180, '5_10h': 450, '10_20h': 900, '20_plus': 1500 } as const;
const profileWeeklyMinutes = { minimal: 90, moderate: 240, dedicated: 480, full_time: 900 } as const;

export const timeTierOf = (weeklyMinutes: number): TimeTier =>
  weeklyMinutes <= 150
    ? 'minimal'
    : weeklyMinutes <= 300
      ? 'moderate'
      : weeklyMinutes <= 600
        ? 'dedicated'
        : 'full';

const budgetRank: Record<BudgetTier, number> = { none: 0, low: 1, medium: 2, high: 3 };

/** Days a week to spread marketing over when the profile does not say. */
const defaultDays: Record<TimeTier, number> = { minimal: 3, moderate: 4, dedicated: 5, full: 6 };

/** Channels a skill makes cheaper to run well. */
const skillChannels: Partial<Record<Skill, readonly ChannelKey[]>> = {
  video_production: ['tiktok', 'youtube'],
  animation: ['tiktok', 'youtube'],
  photography: ['instagram', 'pinterest'],
  writing_copywriting: ['email', 'substack', 'linkedin'],
  web_design: ['website_seo'],
  community_building: ['facebook_groups', 'collaborations'],
  event_planning: ['live_events', 'markets_fairs'],
  teaching: ['youtube', 'live_events'],
  social_media: ['instagram', 'tiktok'],
  branding_identity: ['behance', 'linkedin'],
  graphic_design: ['pinterest', 'behance'],
};

const channelWords: readonly (readonly [RegExp, ChannelKey])[] = [
  [/insta/i, 'instagram'],
  [/tik ?tok/i, 'tiktok'],
  [/youtube/i, 'youtube'],
  [/pinterest/i, 'pinterest'],
  [/facebook|fb\b/i, 'facebook_groups'],
  [/linkedin/i, 'linkedin'],
  [/twitter|\bx\b/i, 'x'],
  [/e-?mail|newsletter|mailing/i, 'email'],
  [/website|blog|seo/i, 'website_seo'],
  [/etsy/i, 'etsy'],
  [/behance|dribbble/i, 'behance'],
  [/spotify|playlist/i, 'streaming_playlists'],
  [/bandcamp/i, 'bandcamp'],
  [/goodreads/i, 'goodreads'],
  [/substack/i, 'substack'],
  [/market|fair/i, 'markets_fairs'],
  [/galler|exhibit/i, 'galleries'],
];

/** Channel keys named in free text such as "Instagram and my newsletter". */
export const channelsNamedIn = (text: string): ChannelKey[] =>
  channelWords.filter(([re]) => re.test(text)).map(([, key]) => key);

const matchChallenge = (text: string): Challenge | null => {
  const lower = text.toLowerCase();
  const direct = CHALLENGES.find((c) => c === lower.replace(/\s+/g, '_'));
  if (direct) return direct;
  return CHALLENGES.find((c) => challengeKnowledge[c].keywords.some((k) => lower.includes(k))) ?? null;
};

/** How many channels a weekly time budget can sustain. */
const channelCapacity: Record<TimeTier, number> = { minimal: 3, moderate: 4, dedicated: 5, full: 5 };

export const derivePersona = (ctx: AdvisorContext): Persona => {
  const { profile, project } = ctx;
  const creativeType = profile.creativeTypes[0] ?? 'other';
  const knowledge = creativeKnowledge[creativeType];
  const experience = profile.experienceLevel ?? 'beginner';
  const stage =
    project?.projectStage ?? (profile.projectStage ? profileStageToProject[profile.projectStage] : 'idea');

  // With both a profile and a project budget, the smaller one is the real constraint.
  const budgets: BudgetTier[] = [];
  if (project?.availableBudget) budgets.push(projectBudgetTier[project.availableBudget]);
  if (profile.availableBudget) budgets.push(profileBudgetTier[profile.availableBudget]);
  const budget = budgets.sort((a, b) => budgetRank[a] - budgetRank[b])[0] ?? 'none';

  const minutes: number[] = [];
  if (project?.availableTime) minutes.push(projectWeeklyMinutes[project.availableTime]);
  if (profile.availableTime) minutes.push(profileWeeklyMinutes[profile.availableTime]);
  const weeklyMinutes = minutes.length > 0 ? Math.min(...minutes) : 180;
  const timeTier = timeTierOf(weeklyMinutes);

  const namedProject = namePhrase(project?.name) ?? namePhrase(profile.currentProjectName);
  const projectName =
    namedProject ??
    `your ${creativeType === 'other' ? 'creative' : creativeTypeLabels[creativeType].toLowerCase()} project`;
  const namedAudience = audiencePhrase(project?.targetAudience) ?? audiencePhrase(profile.targetAudience);
  const audience = namedAudience ?? knowledge.defaultAudience;
  const uspText = cleanPhrase(project?.uniqueSellingPoint) || null;
  const usp = uspText ?? `your own way of making ${knowledge.work}`;

  const seen = new Set<string>();
  const challenges: PersonaChallenge[] = [];
  const addChallenge = (key: Challenge | null, label: string) => {
    const id = key ?? label.toLowerCase();
    if (seen.has(id)) {
      // Same challenge in the user's own words: keep their words beside the known name.
      const i = challenges.findIndex((c) => (c.key ?? c.label.toLowerCase()) === id);
      const existing = challenges[i];
      if (existing && key !== null && !existing.label.includes(label))
        challenges[i] = { key, label: `${existing.label}: ${label}` };
      return;
    }
    seen.add(id);
    challenges.push({ key, label });
  };
  for (const c of profile.biggestChallenges) addChallenge(c, challengeLabels[c]);
  for (const text of [...(project?.biggestChallenges ?? []), ...profile.creativeChallenges]) {
    const label = cleanPhrase(text) || null;
    if (label) addChallenge(matchChallenge(label), label);
  }

  const goals = profile.businessGoals;
  const activeGoal = ctx.goals.find((g) => g.status === 'active');
  const primaryGoal = activeGoal?.title ?? (goals[0] ? businessGoalLabels[goals[0]] : stageGoal[stage]);

  const capacity = channelCapacity[timeTier];
  // Channels the user already runs, or has the skills for, move up the creative type's ranking.
  const current = new Set(profile.currentMarketingChannels.flatMap((text) => channelsNamedIn(text)));
  const skilled = new Set(profile.primarySkills.flatMap((s) => skillChannels[s] ?? []));
  const rankOf = (key: ChannelKey, i: number) => i - (current.has(key) ? 3 : 0) - (skilled.has(key) ? 3 : 0);
  const ranked = knowledge.channels
    .map((key, i) => ({ key, channel: channels[key], rank: rankOf(key, i) }))
    .sort((a, b) => a.rank - b.rank)
    .map(({ key, channel }) => ({ key, channel }))
    .filter(({ channel }) => !channel.paid || budget !== 'none')
    .filter(({ key }) => key !== 'paid_social' || budgetRank[budget] >= 2)
    // A channel that needs more than the whole weekly budget cannot be kept up.
    .filter(({ channel }) => channel.minWeeklyMinutes <= weeklyMinutes);
  // Creatives with a budget get paid amplification among their first channels.
  if (budgetRank[budget] >= 2) {
    const at = ranked.findIndex((c) => c.key === 'paid_social');
    if (at >= 0) ranked.splice(at, 1);
    ranked.splice(Math.min(3, ranked.length), 0, { key: 'paid_social', channel: channels.paid_social });
  }

  const isOpen = (status: string) => status !== 'completed';
  const dayMs = 86_400_000;
  const today = Date.parse(`${ctx.date}T00:00:00Z`);
  const openTasks = new Set(
    ctx.tasks.filter((t) => isOpen(t.status)).map((t) => t.title.trim().toLowerCase()),
  );
  const recentlyDone = new Set(
    ctx.tasks
      .filter((t) => !isOpen(t.status) && t.completedAt && today - Date.parse(t.completedAt) < 14 * dayMs)
      .map((t) => t.title.trim().toLowerCase()),
  );

  return {
    userId: ctx.userId,
    date: ctx.date,
    creativeType,
    creativeLabel: creativeTypeLabels[creativeType],
    knowledge,
    experience,
    stage,
    budget,
    weeklyMinutes,
    timeTier,
    projectName,
    hasProjectName: namedProject !== null,
    projectType: project?.projectType ?? null,
    projectTypeLabel: project ? projectTypeLabels[project.projectType] : null,
    audience,
    hasAudience: namedAudience !== null,
    usp,
    hasUsp: uspText !== null,
    uspText,
    budgetKnown: budgets.length > 0,
    timeKnown: minutes.length > 0,
    economics: economicsOf(creativeType, project, profile.projectDescription),
    goals,
    primaryGoal,
    challenges,
    style: profile.communicationStyle ?? 'casual',
    learning: profile.learningPreference ?? 'mixed',
    channels: ranked.slice(0, capacity),
    openTasks,
    recentlyDone,
    context: ctx,
  };
};

const FREE_WORK = /\b(free|name[- ]your[- ]price|pay[- ]what[- ]you[- ]want|no cost|gratis)\b/i;
const bookedTypes: ReadonlySet<CreativeType> = new Set(['photography', 'graphic_design', 'performance']);

/** A project described as free is given away; services are booked; everything else is sold. */
const economicsOf = (
  type: CreativeType,
  project: AdvisorContext['project'],
  profileDescription: string | null,
): Economics => {
  const words = [project?.name, project?.description, project?.uniqueSellingPoint, profileDescription].join(
    ' ',
  );
  if (FREE_WORK.test(words) && !/\bfree (shipping|delivery)\b/i.test(words)) return 'free';
  if (project?.projectType === 'service' || (project === null && bookedTypes.has(type))) return 'bookings';
  if (project?.projectType === 'event') return 'bookings';
  return 'sells';
};

const stageGoal: Record<ProjectStage, string> = {
  idea: 'Validate demand and build a first audience',
  development: 'Build an audience before launch',
  launch: 'Launch successfully',
  growth: 'Grow sales and reach',
  mature: 'Deepen loyalty and expand',
};

/** Marketing days per week: the profile's available days, or a default for the time budget. */
export const daysPerWeek = (p: Persona): number => {
  const days = p.context.profile.availableDays.length;
  return days > 0 ? Math.min(days, 7) : defaultDays[p.timeTier];
};

export const budgetAtLeast = (p: Persona, tier: BudgetTier): boolean =>
  budgetRank[p.budget] >= budgetRank[tier];

export const formatMinutes = (minutes: number): string => {
  if (minutes < 60) return count(minutes, 'minute');
  return count(Math.round((minutes / 60) * 2) / 2, 'hour');
};
