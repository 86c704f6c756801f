// Curated hashtag sets. A good set mixes a few broad tags (large, for discovery), niche tags (what
// buyers of this craft follow) and community tags (where fellow creatives and fans gather, often
// per platform). Tags never come from splitting the user's audience phrase or post text: those
// give tags nobody follows (#LoveSlow, #NotSure, #available).
import type { CreativeType, Platform } from '@market-muse/contracts';
import { type Rng, sample } from '../seed.ts';
import { creativeKnowledge } from './creative-types.ts';

const broad: Record<CreativeType, readonly string[]> = {
  visual_art: ['art', 'artwork', 'painting', 'contemporaryart'],
  digital_art: ['digitalart', 'illustration', 'art', 'drawing'],
  photography: ['photography', 'photographer', 'photooftheday', 'portraitphotography'],
  graphic_design: ['graphicdesign', 'design', 'branding', 'designer'],
  crafts: ['handmade', 'craft', 'handcrafted', 'maker'],
  jewelry: ['jewelry', 'handmadejewelry', 'jewelrydesigner', 'accessories'],
  pottery: ['pottery', 'ceramics', 'handmade', 'stoneware'],
  fashion: ['fashion', 'fashiondesigner', 'style', 'sustainablefashion'],
  music: ['music', 'newmusic', 'musician', 'indiemusic'],
  writing: ['books', 'writing', 'author', 'reading'],
  film: ['film', 'filmmaking', 'shortfilm', 'cinematography'],
  performance: ['liveperformance', 'performingarts', 'theatre', 'livemusic'],
  invention: ['invention', 'productdesign', 'innovation', 'startup'],
  other: ['creative', 'creativity', 'art', 'design'],
};

/** Where fellow creatives and fans of the craft gather, on any platform. */
const community: Record<CreativeType, readonly string[]> = {
  visual_art: ['artistsoninstagram', 'artcommunity', 'supportartists'],
  digital_art: ['illustratorsoninstagram', 'artcommunity', 'digitalartist'],
  photography: ['photographycommunity', 'photographersofinstagram', 'localphotographer'],
  graphic_design: ['designcommunity', 'freelancedesigner', 'designinspiration'],
  crafts: ['makersgonnamake', 'craftersofinstagram', 'shopsmall'],
  jewelry: ['jewelrygram', 'shopsmall', 'makersgonnamake'],
  pottery: ['potterylove', 'potterycommunity', 'makersgonnamake'],
  fashion: ['whomademyclothes', 'slowfashion', 'sewersofinstagram'],
  music: ['independentartist', 'unsignedartist', 'musiccommunity'],
  writing: ['writingcommunity', 'amwriting', 'readersofinstagram'],
  film: ['filmcommunity', 'indiefilmmaker', 'filmmakersworld'],
  performance: ['performerslife', 'theatrecommunity', 'livearts'],
  invention: ['makers', 'hardwarestartup', 'earlyadopters'],
  other: ['creativecommunity', 'makersgonnamake', 'supportsmallbusiness'],
};

/** Community tags that live on one platform (#BookTok on TikTok, #Bookstagram on Instagram). */
const platformCommunity: Partial<Record<Platform, Partial<Record<CreativeType | 'any', readonly string[]>>>> =
  {
    instagram: {
      writing: ['bookstagram', 'authorsofinstagram'],
      music: ['musiciansofinstagram'],
      pottery: ['potteryofinstagram'],
      any: ['smallbusinessowner'],
    },
    tiktok: {
      writing: ['booktok', 'writertok'],
      music: ['musictok', 'newartist'],
      pottery: ['pottok', 'potterytok'],
      visual_art: ['arttok', 'artistsoftiktok'],
      digital_art: ['arttok', 'artistsoftiktok'],
      crafts: ['crafttok', 'smallbusinesstiktok'],
      jewelry: ['jewelrytok', 'smallbusinesstiktok'],
      fashion: ['fashiontok', 'sewingtok'],
      any: ['smallbusinesstiktok'],
    },
    linkedin: { any: ['creativeindustries', 'freelancelife'] },
    twitter: { writing: ['writingcommunity'], any: ['artistsontwitter'] },
    facebook: { any: ['shoplocal'] },
  };

export interface TagChoice {
  readonly creativeType: CreativeType;
  readonly platform: Platform;
  /** Tags for the project itself: its branded tag and tags fitting its type and economics. */
  readonly own: readonly string[];
  readonly count: number;
  readonly rng: Rng;
}

/**
 * A seeded mix: the project's own tags, then about a fifth broad, a fifth community (craft and
 * platform) and the rest niche tags, without duplicates, each with its '#'.
 */
export const curatedHashtags = ({ creativeType, platform, own, count, rng }: TagChoice): string[] => {
  const wide = broad[creativeType];
  const together = [
    ...(platformCommunity[platform]?.[creativeType] ?? []),
    ...community[creativeType],
    ...(platformCommunity[platform]?.any ?? []),
  ];
  const taken = new Set([...own, ...wide, ...together].map((t) => t.toLowerCase()));
  const niche = creativeKnowledge[creativeType].hashtags.filter((t) => !taken.has(t.toLowerCase()));
  const nBroad = Math.max(1, Math.round(count / 5));
  const nCommunity = Math.max(1, Math.round(count / 5));
  // Mixed from the start: a screen that shows only the first fifteen still gets every kind.
  const picked = [
    ...own,
    ...sample(rng, wide, nBroad),
    ...together.slice(0, nCommunity),
    ...sample(rng, niche, count - nBroad - nCommunity - own.length),
  ];

  const seen = new Set<string>();
  const out: string[] = [];
  for (const t of [...picked, ...niche, ...wide, ...together, ...broad.other]) {
    if (out.length >= count) break;
    if (seen.has(t.toLowerCase())) continue;
    seen.add(t.toLowerCase());
    out.push(t);
  }
  return out.map((t) => `#${t}`);
};
