// Money and selling: prices, offers, shops and the places work changes hands.
import { hourlyFloor, pricingFirstStep, pricingMethods } from '../../knowledge/pricing.ts';
import type { Say } from '../say.ts';
import { type Topic, topic } from '../topic.ts';

const floorLine = (s: Say) =>
  s.experience === 'beginner'
    ? 'As a beginner, count your time at no less than $15/hour and add a 20% margin on top.'
    : `At your level, count your time at $${hourlyFloor[s.experience]}/hour or more.`;

export const sellingTopics: readonly Topic[] = [
  topic({
    id: 'pricing',
    label: 'Pricing your work',
    asks: [
      'how should I price my work',
      'what should I charge',
      'how much is my work worth',
      'pricing formula for handmade items',
      'am I charging too little',
      'setting prices for a first collection',
      'pricing strategy',
    ],
    keywords: [
      'price',
      'pricing',
      'charge',
      'underpriced',
      'undercharging',
      'rate',
      'cheap',
      'expensive',
      'too',
      'little',
      'ask',
    ],
    why: 'Buyers read price as a signal of quality, and underpricing leaves no room for wholesale, discounts or your own time.',
    answer: (s) => [
      s.free
        ? `${s.project} is free, so its price is attention: ask for an email address or a follow in return, and put prices on what comes next (merch, shows, the next release).`
        : s.family === 'releases'
          ? `Price ${s.project} in line with comparable work in your genre, then check that it covers your costs.`
          : s.family === 'services'
            ? `Price ${s.project} from your time and costs, not from what others charge.`
            : `Price ${s.project} from your costs, not from what others charge.`,
      pricingMethods[s.p.knowledge.pricing],
      floorLine(s),
    ],
    steps: (s) => [
      pricingFirstStep[s.p.knowledge.pricing].replace('{piece}', s.piece),
      'Work out the price with that method and round it to a clean number',
      `Compare with five ${s.maker}s at a similar level and note what their price includes`,
      'Publish a simple price list with three options where buyers can see it',
      'Never discount in public; offer a bonus (an extra, faster delivery) instead',
    ],
  }),
  topic({
    id: 'raising_prices',
    label: 'Raising your prices',
    asks: [
      'how do I raise my prices without losing customers',
      'when is it time to put prices up',
      'tell clients about a price increase',
      'my prices are too low how do I increase them',
    ],
    keywords: ['raise', 'raising', 'increase', 'increasing', 'hike', 'higher'],
    why: 'A price rise announced ahead with a reason reads as demand; most loyal buyers stay, and the ones who leave were the least profitable.',
    answer: (s) => [
      'Raise prices when you sell out, book up weeks ahead or your costs have gone up, and raise them on new work first.',
      s.family === 'services'
        ? 'Give current clients four weeks of notice and honour quotes already sent; new enquiries get the new rates at once.'
        : 'Announce the rise two to four weeks ahead to your list: it often brings a wave of orders at the old price.',
      'A rise of 10-15% at a time is rarely noticed as much as you fear.',
    ],
    steps: (s) => [
      'List your costs and hours again and compare them with your current prices',
      'Pick the new prices and the date they start',
      s.family === 'services'
        ? 'Email current clients the new rates and the date, with a thank-you'
        : `Tell your list and followers the date, and show what goes into each ${s.piece}`,
      'Update every price list, shop listing and template on the same day',
    ],
  }),
  topic({
    id: 'discounts_sales',
    label: 'Discounts and sales',
    asks: [
      'should I run a sale',
      'is it a good idea to offer discount codes',
      'black friday discount or not',
      'coupon for first time buyers',
      'do promo codes cheapen my brand',
    ],
    keywords: [
      'discount',
      'discounts',
      'sale',
      'coupon',
      'promo',
      'code',
      'markdown',
      'percent',
      'anniversary',
      'flash',
      'clearance',
      'offer',
    ],
    why: 'Frequent discounts teach buyers to wait; a reason-led, rare offer rewards loyalty without lowering what the work is worth.',
    answer: (s) => [
      s.free
        ? `${s.project} is already free, so a discount has nothing to cut: offer a bonus instead, such as a live session or a signed extra for people who join your list.`
        : 'Keep discounts rare and give them a reason: a studio anniversary, clearing last season, or a thank-you to your email list.',
      'A bonus (free shipping, a small extra, early access) protects your prices better than a percentage off.',
      s.family === 'objects' &&
        'If you ever sell wholesale, public discounts below your wholesale price make shops drop you.',
    ],
    steps: (s) => [
      'Decide the reason and the end date of the offer before you announce it',
      'Offer it to your email list first, then to everyone for 48 hours',
      s.family === 'objects'
        ? 'Check the offer still leaves you a margin after fees and shipping'
        : 'Check the offer still pays your hourly rate',
      'Write down what sold and whether new people joined, to judge the next one',
    ],
  }),
  topic({
    id: 'commissions',
    label: 'Commissions and custom work',
    asks: [
      'how do I take commissions',
      'what should I charge for custom orders',
      'commission process and deposits',
      'a client wants a bespoke piece',
      'how do I open commission slots',
    ],
    keywords: [
      'commission',
      'commissions',
      'custom',
      'bespoke',
      'personalised',
      'personalized',
      'deposit',
      'queue',
      'slots',
      'request',
      'requests',
    ],
    why: 'Clear terms up front (deposit, revisions, timeline) turn a custom request into paid work instead of endless emails.',
    answer: (s) => [
      `Treat commissions as a product: a short menu of sizes or options with prices, a 50% non-refundable deposit, a set number of revisions and a delivery window.`,
      'Open a limited number of slots at a time; "three slots this month" sells better than "always open".',
      s.experience === 'beginner' &&
        'Your first commissions teach you how long custom work really takes, so track the hours.',
    ],
    steps: (s) => [
      `Write a one-page commission sheet: options, prices, deposit, revisions, timeline`,
      'Set up a simple enquiry form that asks for budget and deadline',
      `Announce a small number of slots and show one past commission of ${s.aPiece}`,
      'Send a written agreement and take the deposit before you start',
    ],
  }),
  topic({
    id: 'wholesale',
    label: 'Wholesale and stockists',
    asks: [
      'how do I get my products into shops',
      'approaching boutiques to stock my work',
      'wholesale pricing and minimum orders',
      'line sheet for retailers',
    ],
    keywords: [
      'wholesale',
      'stockist',
      'stockists',
      'retailer',
      'retailers',
      'boutique',
      'boutiques',
      'shops',
      'stores',
      'linesheet',
    ],
    why: 'Shops buy at half of retail and need to resell at a profit, so wholesale only works when your retail price already covers that.',
    answer: (s) => [
      s.family === 'objects'
        ? 'Wholesale means selling to shops at about half your retail price, usually with a minimum order.'
        : `Wholesale fits physical goods; for ${s.work} the nearest thing is licensing or selling merch through shops.`,
      'Check your retail price is at least twice your full cost first; otherwise every wholesale order loses money.',
      'Start with three to five independent shops whose customers already buy work like yours, and pitch them with a short line sheet.',
    ],
    steps: (s) => [
      'Check that your cost is at most half of your wholesale price',
      'Make a line sheet: photos, wholesale prices, minimum order, lead times',
      `List ten shops whose customers fit ${s.project}`,
      'Email five of them with a short, personal pitch and follow up once after a week',
    ],
  }),
  topic({
    id: 'consignment',
    label: 'Consignment',
    asks: [
      'a shop offered to sell my work on consignment',
      'is consignment worth it',
      'consignment split and contract',
    ],
    keywords: ['consignment', 'consign', 'sale-or-return'],
    why: 'On consignment you carry the risk until a piece sells, so a written agreement and a stock list protect you.',
    answer: () => [
      'Consignment means a shop displays your work and pays you only when it sells, usually keeping 30-40%.',
      'It is a low-risk way for a shop to try you, but you carry the cost of the stock: agree the split, the payment date, who pays for damage and how long pieces stay.',
      'Visit or ask for a sales report every month, and move pieces that do not sell within 90 days.',
    ],
    steps: () => [
      'Ask for the split, payment terms and insurance in writing',
      'Keep a signed inventory list of every piece you leave',
      'Put a review date in your calendar 90 days out',
      'Compare what sold with your online sales to see if the shop pays its way',
    ],
  }),
  topic({
    id: 'markets_fairs',
    label: 'Markets and craft fairs',
    asks: [
      'is a craft fair worth it',
      'tips for my first market stall',
      'how do I set up a booth that sells',
      'which fairs should I apply to',
      'pop-up market display ideas',
    ],
    keywords: ['fair', 'fairs', 'market', 'markets', 'stall', 'booth', 'pop-up', 'popup', 'table'],
    why: 'At a fair people buy what they can hold and a story they hear from you; a clear display and an email sign-up turn one day into lasting sales.',
    answer: (s) => [
      s.family === 'objects'
        ? `Choose fairs whose visitors look like your buyers, not the biggest ones, and price ${s.work} at three levels: a small thing under $20, your core range and one showpiece.`
        : `At a fair you sell smaller things (prints, merch, gift vouchers) and, above all, meet people who book or follow you later.`,
      'Build height into the display, price every item clearly and take cards and contactless payments.',
      'Collect email addresses at the table: the sales after the fair often beat the day itself.',
    ],
    steps: (s) => [
      'Visit a fair before applying and watch which stalls are busy',
      'Do a practice set-up of your table at home and photograph it',
      `Prepare a small, lower-priced ${s.piece} or extra as an easy first purchase`,
      'Put an email sign-up sheet or QR code on the table',
      'Follow up with everyone who signed up within three days',
    ],
  }),
  topic({
    id: 'online_shop',
    label: 'Your own online shop',
    asks: [
      'should I open my own webshop',
      'setting up an online store on my website',
      'shopify or squarespace for selling',
      'how do I get sales on my own site',
    ],
    keywords: ['shopify', 'squarespace', 'woocommerce', 'webshop', 'checkout', 'store', 'visitors'],
    why: 'Your own shop keeps the margin and the customer list, but it brings no visitors by itself: traffic comes from your social posts, email and search.',
    answer: (s) => [
      s.stage === 'idea' || s.stage === 'development'
        ? 'Before launch, a simple page with an email sign-up is enough; open the shop when you have work ready and people waiting.'
        : 'Your own shop pays off once you can send people to it from your posts and email list.',
      'Keep it small: a few good products, clear photos, honest shipping costs and a short about page.',
      s.family === 'releases' &&
        `For ${s.work}, link out to where people already buy or listen, and sell signed copies or merch directly.`,
    ],
    steps: (s) => [
      'Choose a hosted platform that handles payments and tax for you',
      `List your best five ${s.work} first, each with three photos and a short story`,
      'Add an email sign-up with a small thank-you',
      'Link the shop in every bio and in your email footer',
    ],
  }),
  topic({
    id: 'marketplaces',
    label: 'Etsy and other marketplaces',
    asks: [
      'is Etsy still worth it',
      'how do I get found on Etsy',
      'selling on Amazon Handmade or Etsy',
      'my marketplace listings get no views',
      'Redbubble or Society6 for my designs',
    ],
    keywords: [
      'etsy',
      'marketplace',
      'marketplaces',
      'amazon',
      'ebay',
      'redbubble',
      'society6',
      'folksy',
      'listing',
      'listings',
      'fees',
      'search',
    ],
    why: 'Marketplaces bring buyers who are already searching, but you rent that traffic: the listing title and photos decide whether you are found.',
    answer: (s) => [
      'A marketplace brings buyers already searching, which suits a new shop; your listing titles, tags and first photo decide whether they find you.',
      `Use the words buyers type ("${s.family === 'objects' ? `handmade ${s.piece} gift` : `${s.piece} download`}"), not clever names, in the first words of each title.`,
      'Treat it as one channel: move buyers onto your email list with a note in each parcel, so you are not dependent on one site.',
    ],
    steps: () => [
      'Rewrite your three best listing titles with the words buyers search for',
      'Make the first photo clear and bright on a plain background',
      'Fill every tag slot with a different search phrase',
      'Add a thank-you card with your email sign-up to every order',
    ],
  }),
  topic({
    id: 'product_photos',
    label: 'Photographing your work',
    asks: [
      'how do I take better photos of my products',
      'my product pictures look bad',
      'lighting for photographing artwork',
      'phone photography for my shop',
    ],
    keywords: [
      'photo',
      'photos',
      'photograph',
      'photographing',
      'pictures',
      'lighting',
      'flatlay',
      'shots',
      'background',
      'backgrounds',
      'glare',
      'dull',
    ],
    why: 'Online, the photo is the product: buyers judge quality, size and colour only from what they see.',
    answer: (s) => [
      'Shoot by a window in soft daylight, with the phone on a stand and a plain background; a white card opposite the window fills the shadows.',
      `For every ${s.piece} take the same set: a clean front view, a detail, a view that shows size (in a hand or a room) and one of it in use.`,
      s.craft === 'visual_art' &&
        'Shoot flat artwork straight on to avoid distortion, and check colours against the original.',
    ],
    steps: (s) => [
      'Find the window with the softest light and set up a plain background there',
      `Photograph one ${s.piece} in the full set of four views`,
      'Edit only brightness and white balance, the same way for every photo',
      'Replace your weakest shop or profile photos with the new ones',
    ],
  }),
  topic({
    id: 'product_descriptions',
    label: 'Writing product descriptions',
    asks: [
      'how do I write product descriptions that sell',
      'what to say in my listing text',
      'describing my handmade items',
    ],
    keywords: ['description', 'descriptions', 'copywriting', 'listing text'],
    why: 'A description answers the questions a buyer would ask in person, and that answered doubt is what turns a look into a purchase.',
    answer: (s) => [
      'Open with who it is for and how it feels to use or own, then give the facts: size, materials, care and delivery time.',
      s.usp
        ? `Weave in what sets your work apart, in your own words: ${s.usp}.`
        : 'Add one line on what makes your way of making it different.',
      'Write it as you would say it at a market stall, in short sentences.',
    ],
    steps: (s) => [
      `Pick your best-selling or favourite ${s.piece} and list the five questions buyers ask about it`,
      'Answer each in one sentence and put size and materials in a short list',
      'Add one sentence of story: where the idea or material comes from',
      'Use the same structure for every listing',
    ],
  }),
  topic({
    id: 'packaging_shipping',
    label: 'Packaging and shipping',
    asks: [
      'what packaging should I use',
      'how much to charge for shipping',
      'shipping fragile items safely',
      'unboxing experience ideas',
    ],
    keywords: ['packaging', 'shipping', 'postage', 'parcel', 'unboxing', 'delivery', 'courier', 'fragile'],
    why: 'Packaging is the first thing a buyer holds; a thoughtful unboxing gets photographed and shared, and safe shipping avoids costly returns.',
    answer: (s) => [
      s.craft === 'pottery' || s.craft === 'visual_art'
        ? 'For fragile work, use a box in a box with two inches of padding on every side, and test it with a drop before you ship.'
        : 'Choose packaging that protects first and delights second: tissue, a card and a sticker are plenty.',
      'Build shipping into your prices or charge the real cost; surprise fees at checkout lose sales.',
      'A handwritten thank-you and a note asking people to share a photo turns parcels into posts.',
    ],
    steps: () => [
      'Weigh and measure your three most common orders and compare carrier prices',
      'Decide whether to build shipping into prices or charge it at cost',
      'Design a simple thank-you card with your handle and email sign-up',
      'Send yourself a test parcel',
    ],
  }),
  topic({
    id: 'repeat_customers',
    label: 'Repeat buyers and loyalty',
    asks: [
      'how do I get people to buy again',
      'keeping customers coming back',
      'loyalty ideas for returning clients',
    ],
    keywords: ['repeat', 'loyalty', 'returning', 'retention', 'again'],
    why: 'Selling to someone who already trusts you is several times easier than finding someone new.',
    answer: (s) => [
      `Your best next ${s.fans} are the ones you already have: thank them, ask how the work is living with them, and tell them first about anything new.`,
      'A short email after delivery and early access to new work do more than points schemes.',
      s.family === 'services' &&
        'For clients, a check-in a few months after a project often brings the next booking or a referral.',
    ],
    steps: (s) => [
      `Make a list of everyone who has bought from or booked ${s.project}`,
      'Send each of them a personal thank-you or check-in',
      'Offer them early access to your next release or booking window',
      'Ask happy ones for a review or a referral',
    ],
  }),
  topic({
    id: 'merch',
    label: 'Merch and spin-off products',
    asks: ['should I make merch', 'what merch sells for bands', 'prints and stickers as extra income'],
    keywords: ['merch', 'merchandise', 't-shirts', 'tshirts', 'stickers', 'tote', 'totes'],
    why: 'Merch turns people who like your work into people who carry it around, and it earns more per fan than streams or likes.',
    answer: (s) => [
      s.craft === 'music'
        ? 'For musicians, merch is often the best earner per fan: start with one design on one item and sell it at shows and on your release page.'
        : `Spin-off products (prints, stickers, cards) give people a lower-priced way into your ${s.work}.`,
      'Start small with print on demand or a short run, and see what sells before ordering stock.',
    ],
    steps: () => [
      'Ask your followers which of two designs they would buy',
      'Order a small run or set up print on demand for the winner',
      'Photograph it being worn or used, not only on a flat background',
      'Offer it at your next show, fair or launch',
    ],
  }),
  topic({
    id: 'preorders',
    label: 'Pre-orders',
    asks: [
      'should I take pre-orders',
      'pre-orders for a new collection',
      'selling before the product is made',
    ],
    keywords: ['preorder', 'preorders', 'pre-order', 'pre-orders', 'presale', 'pre-sale'],
    why: 'Pre-orders fund the making, prove demand before you spend, and give people a reason to buy now.',
    answer: (s) => [
      `Pre-orders let you fund and test ${s.project} before you make it all: show the design, state a clear delivery date, and take payment now.`,
      'Give pre-ordering a reason (a lower early price, a signed copy, a name in the credits) and a firm close date.',
      'Only promise a date you can keep with room to spare; late delivery costs more trust than it earns.',
    ],
    steps: () => [
      'Decide the pre-order perk, the close date and the delivery date',
      'Make one clear page or post with photos or a sample',
      'Announce it to your email list first, then on social media',
      'Post progress updates until delivery',
    ],
  }),
  topic({
    id: 'giveaways',
    label: 'Giveaways',
    asks: [
      'should I do a giveaway',
      'do giveaways actually grow followers',
      'rules for an instagram giveaway',
    ],
    keywords: ['giveaway', 'giveaways', 'contest', 'competition', 'raffle', 'win'],
    why: 'A giveaway brings people who want free things unless the prize only appeals to people who would also buy.',
    answer: (s) => [
      `Run a giveaway only with a prize that appeals to the people who would buy ${s.work}, such as one of your own pieces, so the new followers are real ${s.fans}.`,
      'Ask for a comment about something real (their favourite piece, who they would gift it to) rather than tags of friends.',
      'Check the platform rules and state the end date, eligibility and how the winner is picked.',
    ],
    steps: (s) => [
      `Pick one ${s.piece} as the prize`,
      'Write the rules: end date, who can enter, how the winner is chosen',
      'Ask entrants to join your email list for a second chance',
      'Announce the winner publicly and thank everyone who entered',
    ],
  }),
];
