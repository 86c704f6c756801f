// The community guide for one profile: kinds of community in the order that suits the user's experience,
// places to look for their creative type, how to take part without spamming, and a weekly habit sized
// to their time. Deterministic: the same profile gets the same guide.
import type { AdvisorContext, CommunityGuide } from '@market-muse/contracts';
import { count } from '@market-muse/contracts/plural';
import {
  communityEtiquette,
  communityKinds,
  communityOrder,
  communityPlaces,
} from './knowledge/community.ts';
import { derivePersona, type Persona } from './persona.ts';

const fill = (template: string, p: Persona) =>
  template
    .replaceAll('{maker}', p.knowledge.maker)
    .replaceAll('{work}', p.knowledge.work)
    .replaceAll('{piece}', p.knowledge.piece);

/** 'a beginner', 'an intermediate': the article the next word sounds with (experience levels are plain words). */
const withArticle = (word: string) => `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;

/** Weekly minutes for the habit: a slice of the user's marketing time, between 30 and 90 minutes. */
const habitMinutes = (p: Persona) =>
  Math.min(90, Math.max(30, Math.round((p.weeklyMinutes * 0.15) / 15) * 15));

export function generateCommunityGuide(ctx: AdvisorContext): CommunityGuide {
  const p = derivePersona(ctx);
  const places = communityPlaces[p.creativeType];
  const order = communityOrder[p.experience];
  const minutes = habitMinutes(p);
  const first = communityKinds[order[0]!];
  const audience = p.hasAudience
    ? ` Look, too, for the places ${p.audience} already gather: that is where your next buyers are.`
    : '';
  return {
    creativeType: p.creativeLabel,
    intro:
      `As ${withArticle(p.experience)} ${p.knowledge.maker}, start with ${first.name.toLowerCase()}: ` +
      `${fill(first.goodFor, p).charAt(0).toLowerCase()}${fill(first.goodFor, p).slice(1)}${audience}`,
    communities: order.map((kind) => ({
      kind,
      name: communityKinds[kind].name,
      goodFor: fill(communityKinds[kind].goodFor, p),
      whereToLook: [...places[kind]],
      howToShowUp: communityKinds[kind].howToShowUp.map((line) => fill(line, p)),
    })),
    etiquette: communityEtiquette.map((line) => fill(line, p)),
    habit: {
      title: `Show up in your ${first.name.toLowerCase().replace(/ and .*$/, '')} this week`,
      description: `${count(minutes, 'minute')}, once a week: be useful in one ${p.knowledge.maker} community before you mention your own ${p.knowledge.work}.`,
      category: 'engagement',
      estimatedTime: minutes,
      steps: [
        `Pick one place: ${places[order[0]!][0]}.`,
        'Answer or encourage three people, with a real sentence each.',
        `Share one ${p.knowledge.piece} or work in progress where sharing is welcome, with how you made it.`,
        'Note one person to follow up with next week.',
      ],
    },
    source: 'local',
  };
}
