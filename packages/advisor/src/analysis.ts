// Content analysis (Analyze): every score comes from measured properties of the text
// (readability, length against the platform, hashtags, call to action, hook, sentiment).
import type {
  AdvisorContext,
  AnalyzeContentRequest,
  ContentAnalysis,
  Platform,
} from '@market-muse/contracts';
import { curatedHashtags } from './knowledge/hashtags.ts';
import { platforms } from './knowledge/platforms.ts';
import { count } from './realise.ts';
import { rngFrom } from './seed.ts';
import {
  callsToAction,
  characterCount,
  hashtagsOf,
  readabilityOf,
  readingLevel,
  sentencesOf,
  sentimentOf,
  wordsOf,
  xWeightedLength,
} from './text.ts';

const ctaSuggestion: Record<Platform, string> = {
  instagram: 'End with one clear call to action, e.g. "Save this for later" or "Link in bio to shop".',
  facebook: 'Add a call to action, e.g. "Tell us in the comments" or "Book your spot below".',
  twitter: 'Add a short call to action, e.g. "Reply with yours" or "Retweet if you agree".',
  linkedin:
    'Close with a question or an invitation, e.g. "What would you add?" or "Message me to talk about it".',
  tiktok: 'Say and write a call to action, e.g. "Follow for part 2" or "Comment which one you would pick".',
  bluesky: 'Invite a reply, e.g. "What would you try first?" or "Share yours below".',
};

export const analyzeContent = (
  ctx: AdvisorContext | null,
  request: AnalyzeContentRequest,
): ContentAnalysis => {
  const { content, platform } = request;
  const pk = platforms[platform];
  const measuredWords = wordsOf(content);
  const sentences = sentencesOf(content);
  const read = readabilityOf(measuredWords, sentences.length);
  const mood = sentimentOf(measuredWords);
  const explicitCtas = callsToAction(content);
  const lastSentence = sentences.at(-1) ?? '';
  // A closing question to the reader invites replies: a soft call to action.
  const closingQuestion = /\?\s*$/.test(lastSentence) && /\b(you|your)\b/i.test(lastSentence);
  const ctas =
    explicitCtas.length > 0 ? explicitCtas : closingQuestion ? ['closing question to the reader'] : [];
  const tags = hashtagsOf(content);
  const characters = platform === 'twitter' ? xWeightedLength(content) : characterCount(content);
  const firstSentence = sentences[0] ?? '';
  const words = measuredWords.map((w) => w.toLowerCase());
  const hasQuestion = /\?/.test(content);
  const addressesReader = words.some((w) => w === 'you' || w === 'your' || w === "you're");

  const suggestions: string[] = [];
  const reasons: string[] = [];

  // Readability, 25 points: full marks from 60 (plain English), linear below.
  const fre = read.fleschReadingEase;
  const readPts = read.words === 0 ? 0 : Math.max(0, Math.min(25, (25 * fre) / 60));
  if (read.words > 0 && fre < 60)
    suggestions.push(
      `Simplify the wording: Flesch reading ease is ${fre}, aim for 60 or more with shorter sentences (now ${count(Math.round(read.words / Math.max(1, read.sentences)), 'word')} each) and shorter words.`,
    );
  else if (read.words > 0) reasons.push(`easy to read (Flesch ${fre})`);

  // Length, 20 points.
  const within = characters <= pk.limit;
  const inRange = characters >= pk.recommended.min && characters <= pk.recommended.max;
  const lengthPts = !within ? 0 : inRange ? 20 : 10;
  if (!within) suggestions.push(`Cut ${characters - pk.limit} characters: ${pk.name} allows ${pk.limit}.`);
  else if (characters < pk.recommended.min)
    suggestions.push(
      `Add context: ${characters} characters is short for ${pk.name}; ${pk.recommended.min}-${pk.recommended.max} tends to perform best.`,
    );
  else if (characters > pk.recommended.max)
    suggestions.push(
      `Tighten it: ${characters} characters is long for ${pk.name}; ${pk.recommended.min}-${pk.recommended.max} tends to perform best.`,
    );
  else reasons.push(`length suits ${pk.name}`);

  // Hook, 10 points: the opening must land before the text is cut behind "more".
  const hookFits = firstSentence.length > 0 && characterCount(firstSentence) <= pk.visible;
  const hookStrong =
    hookFits &&
    (/\?|\d/.test(firstSentence) || /\b(you|your|how|why|what|secret|mistake)\b/i.test(firstSentence));
  const hookPts = hookStrong ? 10 : hookFits ? 6 : 2;
  if (!hookFits)
    suggestions.push(
      `Shorten the first sentence to under ${pk.visible} characters so the hook shows before ${pk.name} cuts the text.`,
    );
  else if (!hookStrong)
    suggestions.push('Open with a question, a number or a direct "you" to stop the scroll.');
  else reasons.push('strong opening line');

  // Call to action, 15 points.
  const ctaPts = explicitCtas.length > 0 ? 15 : ctas.length > 0 ? 10 : 0;
  if (ctas.length === 0) suggestions.push(ctaSuggestion[platform]);
  else reasons.push(`clear call to action (${ctas[0]})`);

  // Hashtags, 10 points, against the platform's advised count.
  const { min, max } = pk.hashtags;
  const tagPts = tags.length >= min && tags.length <= max ? 10 : tags.length > max ? 2 : 4;
  if (tags.length > max)
    suggestions.push(
      `Use at most ${max} hashtags on ${pk.name}; you have ${tags.length}. Keep the most specific ones.`,
    );
  else if (tags.length < min)
    suggestions.push(`Add ${min - tags.length} to ${max - tags.length} niche hashtags (see suggestions).`);

  // Conversation cues, 10 points.
  const cuePts = (hasQuestion ? 5 : 0) + (addressesReader ? 5 : 0);
  if (!hasQuestion) suggestions.push('Ask your audience a question to invite comments.');
  else reasons.push('invites replies with a question');

  // Tone, 10 points.
  const tonePts = mood.label === 'positive' ? 10 : mood.label === 'neutral' ? 6 : 3;
  if (mood.label === 'negative')
    suggestions.push(
      'The tone reads negative; frame the problem, then end on what you offer or what you learned.',
    );

  const score = Math.round(readPts + lengthPts + hookPts + ctaPts + tagPts + cuePts + tonePts);

  // Engagement weighs the parts that drive interaction most.
  const engagementScore = Math.round(
    Math.min(
      100,
      (hookPts / 10) * 30 +
        (ctaPts / 15) * 25 +
        (cuePts / 10) * 20 +
        (readPts / 25) * 15 +
        (tonePts / 10) * 10,
    ),
  );

  // Hashtag suggestions from the curated sets for the creative's craft and this platform, never from
  // the post's own words (which gives tags nobody follows, such as #available).
  const present = new Set(tags);
  const wanted = Math.max(max, 3);
  const hashtag_suggestions = curatedHashtags({
    creativeType: ctx?.profile.creativeTypes[0] ?? 'other',
    platform,
    own: [],
    count: wanted + present.size,
    rng: rngFrom(ctx?.userId ?? '', 'analysis', content),
  })
    .filter((t) => !present.has(t.toLowerCase()))
    .slice(0, wanted);

  return {
    platform,
    analysis: {
      score,
      sentiment: mood.label,
      readability: {
        flesch_reading_ease: fre,
        flesch_kincaid_grade: read.fleschKincaidGrade,
        level: read.words === 0 ? 'No text' : readingLevel(fre),
        words: read.words,
        sentences: read.sentences,
      },
      engagement_prediction: {
        level: engagementScore >= 75 ? 'high' : engagementScore >= 50 ? 'medium' : 'low',
        score: engagementScore,
        reasons: reasons.length > 0 ? reasons : ['few of the signals that drive interaction are present'],
      },
      suggestions,
      optimal_posting_time: `${pk.postingTimes.join('; ')}${pk.weakest ? ` (weakest: ${pk.weakest})` : ''}. A starting guess: prefer your own insights once you have them.`,
      hashtag_suggestions,
      caption_length: {
        characters,
        limit: pk.limit,
        visible: pk.visible,
        within_limit: within,
        recommended: pk.recommended,
        hashtags: tags.length,
        recommended_hashtags: { min, max },
      },
      call_to_action: {
        present: ctas.length > 0,
        phrases: ctas,
        suggestion: ctas.length > 0 ? null : ctaSuggestion[platform],
      },
    },
    source: 'local',
  };
};
