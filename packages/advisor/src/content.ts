// Content suggestions (AI Assistant, Content tab): post ideas, captions, hashtags,
// posting insights and templates, chosen for the creative type, stage and channels, seeded by day.
import type { AdvisorContext, ContentSuggestions, Platform } from '@market-muse/contracts';
import { capitalise, fill, personaVars } from './fill.ts';
import { chooseIdeas, ideaPool } from './ideas.ts';
import {
  contentTemplates,
  engagementTips,
  learningTips,
  projectTypeHashtags,
  stageIdeas,
  stylecaptions,
} from './knowledge/content.ts';
import { curatedHashtags } from './knowledge/hashtags.ts';
import { channelPostingTimes, platforms } from './knowledge/platforms.ts';
import { OWN_RESULTS_NEEDED, ownTimesAdvice } from './ownResults.ts';
import { derivePersona, type Persona } from './persona.ts';
import { ideasFor } from './roadmap.ts';
import { rngFrom, sample, shuffled } from './seed.ts';

const POST_IDEAS = 10;
const CAPTIONS = 8;
const HASHTAGS = 20;

/** A branded tag from the project's name ('#TidewaterMugs'), when the name makes a readable one. */
export const toHashtag = (phrase: string): string | null => {
  const words = phrase
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length === 0 || words.length > 4) return null;
  const tag = words
    .map((w, _, all) => (all.length === 1 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  return /^\w{3,30}$/.test(tag) ? `#${tag}` : null;
};

/** Tags for the project's type that fit how it earns: a free release is out now, not for sale. */
const ownTags = (p: Persona): string[] => {
  const branded = p.hasProjectName ? toHashtag(p.projectName)?.slice(1) : undefined;
  const typeTags = p.projectType ? projectTypeHashtags[p.projectType] : [];
  const free = p.economics === 'free' ? (freeTags[p.creativeType] ?? []) : [];
  return [...(branded ? [branded] : []), ...free, ...typeTags.slice(0, 2)];
};

const freeTags: Partial<Record<Persona['creativeType'], readonly string[]>> = {
  music: ['freemusic', 'freedownload'],
  writing: ['freeread'],
  film: ['watchnow'],
};

const asPlatform = (key: string | undefined): Platform =>
  key === 'tiktok' || key === 'linkedin' || key === 'twitter' || key === 'facebook'
    ? key
    : key === 'x'
      ? 'twitter'
      : key === 'facebook_groups'
        ? 'facebook'
        : 'instagram';

export interface ContentOptions {
  /** Post ideas shown to the user in recent generations (the last three); new ideas avoid them. */
  readonly recentIdeas?: readonly string[];
}

export const generateContentSuggestions = (
  ctx: AdvisorContext,
  options: ContentOptions = {},
): ContentSuggestions => {
  const p = derivePersona(ctx);
  const vars = personaVars(p);
  const recent = options.recentIdeas ?? [];
  const rng = rngFrom(p.userId, 'content', ctx.date, String(recent.length), recent[0] ?? '');
  const f = (s: string) => capitalise(fill(s, vars));

  // A stage idea first (it names the project's situation), then a seeded mix of the craft's own and
  // composed ideas, leaving out what the user saw in recent generations.
  const stage = shuffled(rng, stageIdeas[p.stage]).map(f);
  const postIdeas = chooseIdeas(rng, ideaPool(p, ideasFor(p)), POST_IDEAS, recent, stage);

  // Captions and templates speak as the creative: "this project", never "your … project".
  const own = { ...vars, project: p.hasProjectName ? p.projectName : 'this project' };
  const mine = (s: string) => capitalise(fill(s, own));
  const captions = [
    ...sample(rng, p.knowledge.captions, 4),
    ...sample(rng, stylecaptions[p.style], CAPTIONS - 4),
  ].map(mine);

  const hashtags = curatedHashtags({
    creativeType: p.creativeType,
    platform: asPlatform(p.channels[0]?.key),
    own: ownTags(p),
    count: HASHTAGS,
    rng,
  });

  const bestPostingTimes = p.channels
    .map(({ key }) => channelPostingTimes[key])
    .filter((t): t is string => t !== undefined)
    .slice(0, 3);
  if (bestPostingTimes.length === 0) bestPostingTimes.push(channelPostingTimes.instagram!);
  const ownTimes = ownTimesAdvice(ctx.ownResults);
  if (ownTimes !== null && (ctx.ownResults?.posts ?? 0) >= OWN_RESULTS_NEEDED)
    bestPostingTimes.unshift(ownTimes);
  else
    bestPostingTimes.push(
      ownTimes ??
        'Treat these as a starting guess: after a month, post when your own insights show your audience online.',
    );

  const primary = p.channels[0]?.key;
  const platformTip =
    primary === 'instagram' || primary === 'tiktok' || primary === 'linkedin'
      ? platforms[primary].tip
      : platforms.instagram.tip;
  const contentTips = [
    f(`Rotate your content pillars: ${p.knowledge.pillars.join(', ')}.`),
    platformTip,
    learningTips[p.learning],
    `Use 3-5 of these hashtags per Instagram post, 3-5 on TikTok and LinkedIn, at most 2 on X; mix niche and broad.`,
  ];

  return {
    postIdeas,
    captions,
    hashtags,
    aiInsights: {
      bestPostingTimes,
      contentTips,
      engagement: sample(rng, engagementTips, 3).map(f),
      trends: [...p.knowledge.trends],
    },
    templates: {
      story: mine(contentTemplates.story),
      question: mine(contentTemplates.question),
      tip: mine(contentTemplates.tip),
    },
    source: 'local',
  };
};
