// A made product a pricing question names ("how should I price my mugs?"). A photographer selling mugs asks
// about goods, not sessions: the answer prices the goods named, from what one costs, whatever the craft.

/** A product as the question names it, and as a sentence counts one of it. */
export interface NamedProduct {
  /** 'mugs', 'tote bags': as the answer names them. */
  readonly plural: string;
  /** 'mug', 'tote bag': as a step counts one. */
  readonly one: string;
}

/** Goods creatives make or have made from their work, each singular with its plural. */
const GOODS: readonly (readonly [string, string])[] = [
  ['mug', 'mugs'],
  ['sticker', 'stickers'],
  ['t-shirt', 't-shirts'],
  ['tee', 'tees'],
  ['hoodie', 'hoodies'],
  ['tote bag', 'tote bags'],
  ['tote', 'totes'],
  ['postcard', 'postcards'],
  ['greeting card', 'greeting cards'],
  ['calendar', 'calendars'],
  ['enamel pin', 'enamel pins'],
  ['poster', 'posters'],
  ['art print', 'art prints'],
  ['zine', 'zines'],
  ['bookmark', 'bookmarks'],
  ['notebook', 'notebooks'],
  ['magnet', 'magnets'],
  ['keychain', 'keychains'],
  ['phone case', 'phone cases'],
  ['candle', 'candles'],
  ['pair of earrings', 'earrings'],
  ['item of merch', 'merch'],
];

const asPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/-/g, '[- ]?');

// Longer names first, so 'tote bags' wins over 'totes' and 'art prints' over anything shorter.
const PATTERNS = [...GOODS]
  .sort((a, b) => b[1].length - a[1].length)
  .map(([one, plural]) => ({
    re: new RegExp(`\\b(${asPattern(plural)}|${asPattern(one)})\\b`, 'i'),
    product: { one, plural } satisfies NamedProduct,
  }));

/** The product the message names, or null; never the creative's own kind of piece (a printmaker's prints). */
export const productOf = (message: string, ownPiece: string): NamedProduct | null => {
  const found = PATTERNS.find(({ re }) => re.test(message))?.product ?? null;
  if (!found) return null;
  const own = ownPiece.toLowerCase();
  return own === found.one || own === found.plural || found.one.endsWith(` ${own}`) ? null : found;
};

/** A question that asks what to charge ("how much for…", "what should I charge…"). */
export const asksPrice = (message: string): boolean =>
  /\b(price|prices|pricing|charge|cost|costs|how much)\b/i.test(message);

/**
 * A question that asks what to charge for one's own work in so many words ("how do I price my work when
 * nobody knows me yet?", "what should I charge when I have no followers?"): the rest of it only says why
 * it is hard, so it is not about clients or posting times whatever those words match.
 */
export const asksOwnPrice = (message: string): boolean =>
  /\b(how|what)\s+(do|should|can|would|could)\s+i\s+(price|charge)\b|\bhow\s+much\s+(do|should|can|would|could)\s+i\s+charge\b/i.test(
    message,
  );

/** The answer's core for goods: cost, wholesale, retail, and what the margin has to carry. */
export const productPricingLines = (product: NamedProduct): string[] => [
  `Price your ${product.plural} from what one costs you: the blank or the making, the printing, packaging, postage and the shop's fees.`,
  'Double that cost for a wholesale price and double it again for retail, so a shop can stock them and you still earn on every one you sell yourself.',
  `If the retail price looks high next to mass-made ${product.plural}, sell what makes yours different (your design, a small run, a signed card) rather than cutting the margin.`,
];

/** The first steps for goods, in the order of doing. */
export const productPricingSteps = (product: NamedProduct): string[] => [
  `Add up what one ${product.one} costs you, fees and postage included`,
  'Double it for wholesale and double again for retail, then round to a clean number',
  `Compare with five makers selling ${product.plural} at a similar quality and note what their price includes`,
];
