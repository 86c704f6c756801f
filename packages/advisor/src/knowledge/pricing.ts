// Pricing knowledge (the product's figures). Texts are advice, not rules: they name
// the method, the numbers to plug in, and what never to do.
import type { ExperienceLevel } from '@market-muse/contracts';
import type { PricingModel } from './creative-types.ts';

/** Beginners charge at least this per hour, plus the margin below. */
export const BEGINNER_MIN_HOURLY = 15;
export const BEGINNER_MARGIN = 0.2;
/** Photo session price ranges in dollars. */
export const PHOTO_SESSIONS = {
  mini: [150, 250],
  standard: [300, 500],
  premium: [600, 900],
} as const;

/** Suggested hourly floors by experience; beginners use the product's minimum. */
export const hourlyFloor: Record<ExperienceLevel, number> = { beginner: 15, intermediate: 30, advanced: 60 };

export const pricingMethods: Record<PricingModel, string> = {
  artwork:
    'Price 2D work by size: multiply width by height by one rate per square inch, then add materials and framing. Keep that rate the same across your work so prices look fair, and never sell below the price a gallery charges for it.',
  illustration:
    'Price commissions by the hours they take at your hourly rate, with a set fee for each extra figure or a full background, and add a licence fee for commercial use (often 50-100% on top). Sell prints and stickers at two to three times what they cost you to make.',
  maker:
    'Price with cost-plus. Add up materials, your hours at an hourly rate and a share of overheads, then add a profit margin: that is your wholesale price. Retail is twice wholesale, so a shop can stock your work later without you losing money.',
  session: `Offer three tiers: mini session $${PHOTO_SESSIONS.mini[0]}-${PHOTO_SESSIONS.mini[1]}, standard $${PHOTO_SESSIONS.standard[0]}-${PHOTO_SESSIONS.standard[1]}, premium $${PHOTO_SESSIONS.premium[0]}-${PHOTO_SESSIONS.premium[1]}. Most clients choose the middle one, so make it the one you most want to sell.`,
  music:
    'Music earns from many small sources. Set merch at two to three times its cost, give downloads a name-your-price floor, keep ticket prices in line with similar local acts, and quote a day rate for session or sync work.',
  writing:
    "Price books in line with your genre's bestsellers (ebooks usually $2.99-$6.99 for indie debuts), and price services such as editing or workshops per hour or per word from your hourly floor.",
  service:
    'Price projects, not hours. Estimate the hours, multiply by your hourly rate and add 20% for revisions and admin. Then present three packages, so clients compare your options rather than other providers.',
  product:
    'Work back from the retail price: unit cost should be at most a quarter to a third of retail to leave room for wholesale, shipping and returns.',
};

/** The pricing rule for a persona, with the beginner floor. */
export const pricingAdvice = (model: PricingModel, experience: ExperienceLevel): string => {
  const floor = hourlyFloor[experience];
  const floorText =
    experience === 'beginner'
      ? `As a beginner, count your time at no less than $${BEGINNER_MIN_HOURLY}/hour and add a ${BEGINNER_MARGIN * 100}% margin on top.`
      : `At your level, count your time at $${floor}/hour or more.`;
  return `${pricingMethods[model]} ${floorText}`;
};

/** The first concrete pricing step for each pricing model. */
export const pricingFirstStep: Record<PricingModel, string> = {
  artwork: 'Measure your 5 most recent pieces and price them with one rate per square inch plus materials',
  illustration: 'Time your last 3 illustrations from first sketch to final file',
  maker: 'Write down the materials, hours and overhead for one typical {piece}',
  session:
    'Add up the real hours of one session (planning, travel, shooting, editing, delivery) and its costs',
  music: 'List what each income source earns per fan: streams, downloads, merch, tickets',
  writing: 'Look up the prices of 10 bestsellers in your genre and format',
  service: 'Track the hours of your last 3 projects, including revisions and emails',
  product: 'Calculate the full unit cost of one {piece}, including packaging and shipping',
};
