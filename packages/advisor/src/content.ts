// Content suggestions (spec §2 AI Assistant, Content tab): post ideas, captions, hashtags,
// posting insights and templates, chosen for the creative type, stage and channels, seeded by day.
import type { AdvisorContext, ContentSuggestions } from '@market-muse/contracts';
import { capitalise, fill, personaVars } from './fill.ts';
import {
  contentTemplates,
  engagementTips,
  learningTips,
  projectTypeHashtags,
  stageIdeas,
  stylecaptions,
} from './knowledge/content.ts';
import { channelPostingTimes, platforms } from './knowledge/platforms.ts';
import { derivePersona } from './persona.ts';
import { ideasFor } from './roadmap.ts';
import { rngFrom, sample, shuffled } from './seed.ts';

const POST_IDEAS = 10;
const CAPTIONS = 8;
const HASHTAGS = 20;

const STOP = new Set([
  'and',
  'the',
  'for',
  'with',
  'who',
  'of',
  'in',
  'to',
  'a',
  'an',
  'my',
  'your',
  'people',
  'their',
  'that',
  'are',
  'on',
]);

/** '#' + the phrase (several words in PascalCase, readable for screen readers), or null if not a plausible tag. */
export const toHashtag = (phrase: string): string | null => {
  const tag = phrase
    .normalize('NFKD')
    .replace(/[^\p{L}\p{N}\s]/gu, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((w, _, all) => (all.length === 1 ? w.toLowerCase() : w[0]!.toUpperCase() + w.slice(1).toLowerCase()))
    .join('');
  return /^\w{3,30}$/.test(tag) ? `#${tag}` : null;
};

/** Tags from the user's own words: the project, the audience, and a local tag when a place is named. */
const ownHashtags = (projectName: string | null, audience: string | null, maker: string): string[] => {
  const audienceWords = (audience ?? '')
    .split(/[^\p{L}\p{N}]+/u)
    .filter((w) => w.length > 2 && !STOP.has(w.toLowerCase()) && !/^\d/.test(w))
    .slice(0, 2);
  const place = audience?.match(/\b(?:in|from|around|near)\s+(\p{Lu}[\p{L}-]+)/u)?.[1];
  return [
    projectName ? toHashtag(projectName) : null,
    audienceWords.length > 0 ? toHashtag(audienceWords.join(' ')) : null,
    place ? toHashtag(`${place} ${maker}`) : null,
  ].filter((t): t is string => t !== null);
};

export const generateContentSuggestions = (ctx: AdvisorContext): ContentSuggestions => {
  const p = derivePersona(ctx);
  const vars = personaVars(p);
  const rng = rngFrom(p.userId, 'content', ctx.date);
  const f = (s: string) => capitalise(fill(s, vars));

  // Stage ideas first (they name the project's situation), then a seeded mix of the type's ideas.
  const postIdeas = [...sample(rng, stageIdeas[p.stage], 1), ...sample(rng, ideasFor(p), POST_IDEAS - 1)].map(
    f,
  );

  // Captions and templates speak as the creative: "this project", never "your … project".
  const own = { ...vars, project: p.hasProjectName ? p.projectName : 'this project' };
  const mine = (s: string) => capitalise(fill(s, own));
  const captions = [
    ...sample(rng, p.knowledge.captions, 4),
    ...sample(rng, stylecaptions[p.style], CAPTIONS - 4),
  ].map(mine);

  const ownTags = ownHashtags(
    p.hasProjectName ? p.projectName : null,
    p.hasAudience ? p.audience : null,
    p.knowledge.maker,
  );
  const typeTags = p.projectType ? projectTypeHashtags[p.projectType] : [];
  const hashtags = [
    ...new Set([
      ...ownTags,
      ...typeTags.map((t) => `#${t}`),
      ...shuffled(rng, p.knowledge.hashtags).map((t) => `#${t}`),
    ]),
  ].slice(0, HASHTAGS);

  const bestPostingTimes = p.channels
    .map(({ key }) => channelPostingTimes[key])
    .filter((t): t is string => t !== undefined)
    .slice(0, 3);
  if (bestPostingTimes.length === 0) bestPostingTimes.push(channelPostingTimes.instagram!);
  bestPostingTimes.push(
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
