// Fills knowledge templates with the persona's own words.
import type { ChannelKey } from './knowledge/channels.ts';
import { pricingAdvice, pricingFirstStep } from './knowledge/pricing.ts';
import { formatMinutes, type Persona } from './persona.ts';
import { capitalise, lowerFirst, quoted, withArticle } from './realise.ts';
import { pick, type Rng } from './seed.ts';

/** Channels one publishes posts on; {channel} and {channel2} name only these. */
const contentChannels: ReadonlySet<ChannelKey> = new Set([
  'instagram',
  'tiktok',
  'youtube',
  'pinterest',
  'facebook_groups',
  'linkedin',
  'x',
  'behance',
]);

export type Vars = Readonly<Record<string, string>>;

export const personaVars = (p: Persona): Vars => {
  const k = p.knowledge;
  const content = p.channels.filter(({ key }) => contentChannels.has(key));
  return {
    project: p.projectName,
    audience: p.audience,
    maker: k.maker,
    a_maker: withArticle(k.maker),
    work: k.work,
    piece: k.piece,
    usp: p.uspText ? quoted(p.uspText) : p.usp,
    a_piece: withArticle(k.piece),
    channel: content[0]?.channel.short ?? 'Instagram',
    channel2: content[1]?.channel.short ?? 'an email newsletter',
    pricingstep: fill(pricingFirstStep[k.pricing], { piece: k.piece, work: k.work }),
    pillars: k.pillars.join(', '),
    offer: k.offers.join(', '),
    weekly: formatMinutes(p.weeklyMinutes),
    price: pricingAdvice(k.pricing, p.experience),
  };
};

/** Replaces {name} placeholders; {idea} draws a seeded post idea. Unknown names stay visible. */
export const fill = (template: string, vars: Vars, rng?: Rng, ideas?: readonly string[]): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (name === 'idea' && rng && ideas && ideas.length > 0) return lowerFirst(fill(pick(rng, ideas), vars));
    return vars[name] ?? whole;
  });

export { capitalise, withArticle };
