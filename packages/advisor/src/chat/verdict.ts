// A direct answer to "is TikTok worth it for me?": whether the platform is among this creative's best
// channels, and if not, why not (no budget, not enough weekly time, or not where this work is found),
// said first, before the general advice on choosing platforms.
import { fill, personaVars } from '../fill.ts';
import { type ChannelKey, channels } from '../knowledge/channels.ts';
import { formatMinutes, type Persona } from '../persona.ts';
import { capitalise } from '../realise.ts';

/** The platforms the chat recognises by name, as channels the knowledge ranks. */
const channelOfPlatform: Readonly<Record<string, ChannelKey>> = {
  Instagram: 'instagram',
  TikTok: 'tiktok',
  YouTube: 'youtube',
  Pinterest: 'pinterest',
  Facebook: 'facebook_groups',
  LinkedIn: 'linkedin',
  X: 'x',
  Etsy: 'etsy',
  Bandcamp: 'bandcamp',
  Spotify: 'streaming_playlists',
  Substack: 'substack',
  email: 'email',
};

/** Null when the platform is not one the knowledge ranks (the general answer then stands alone). */
export const platformVerdict = (p: Persona, platform: string): string | null => {
  const key = channelOfPlatform[platform];
  if (!key) return null;
  const channel = channels[key];
  const vars = personaVars(p);
  const work = p.knowledge.work;
  const rank = p.channels.findIndex((c) => c.key === key);
  const best = p.channels.find((c) => c.key !== key)?.channel ?? channels.email;
  const expect = `${capitalise(channel.roi.organic)}.`;
  if (rank === 0 || rank === 1)
    return `Yes: ${channel.name} is one of the two best channels for your ${work}. ${capitalise(fill(channel.reason, vars))} ${expect}`;
  if (rank > 1)
    return `It can work, but it is not your first channel: ${best.name} suits your ${work} better. Add ${channel.name} once ${best.short} runs on a steady rhythm.`;
  if (p.knowledge.channels.includes(key)) {
    if (channel.paid && p.budget === 'none')
      return `Not yet: ${channel.name} only works with money behind it, and you have no budget set aside. ${best.name} costs only your time.`;
    const needs = formatMinutes(channel.minWeeklyMinutes);
    if (channel.minWeeklyMinutes > p.weeklyMinutes)
      return p.timeKnown
        ? `Not yet: ${channel.name} needs about ${needs} a week to keep up, more than the ${formatMinutes(p.weeklyMinutes)} you have. ${best.name} fits your week better.`
        : `Only if you can give it about ${needs} a week; with less, ${best.name} is the better use of your time.`;
  }
  return `Probably not first: ${channel.name} is not where people usually find ${work}. ${best.name} suits your work better, so keep ${channel.name} for later.`;
};
