// What an answer proposes the user do, as structured actions the screen can offer to confirm (add a
// task, plan a post, create a goal). The local engine proposes its action steps as tasks; a model's
// tool calls arrive in the same shape, so both engines feed one confirmation flow.
import type {
  Advice,
  AdviceStreamEvent,
  AdviceTopic,
  ProposedAction,
  TaskCategory,
} from '@market-muse/contracts';

export type { ProposedAction } from '@market-muse/contracts';

/** The task category a topic's steps belong to. */
const categoryOf = (topic: AdviceTopic): TaskCategory => {
  switch (topic) {
    case 'pricing':
    case 'raising_prices':
    case 'discounts_sales':
    case 'commissions':
    case 'wholesale':
    case 'consignment':
    case 'markets_fairs':
    case 'online_shop':
    case 'marketplaces':
    case 'preorders':
    case 'merch':
    case 'finding_clients':
    case 'repeat_customers':
    case 'contracts_payment':
      return 'sales';
    case 'content_ideas':
    case 'short_video':
    case 'captions':
    case 'holiday_content':
    case 'repurposing':
    case 'product_photos':
    case 'product_descriptions':
      return 'content';
    case 'engagement':
    case 'negative_comments':
    case 'reviews_testimonials':
    case 'giveaways':
      return 'engagement';
    case 'social_media_growth':
    case 'platform_choice':
    case 'hashtags':
    case 'best_times':
    case 'showing_face':
    case 'youtube':
    case 'pinterest':
    case 'live_streaming':
    case 'reach_drop':
    case 'bio':
    case 'paid_ads':
    case 'influencers':
      return 'social_media';
    case 'branding':
    case 'portfolio_website':
    case 'seo':
    case 'copying_takedowns':
      return 'branding';
    case 'collaboration':
    case 'networking':
    case 'local_community':
    case 'press':
    case 'galleries':
    case 'open_calls':
    case 'agents_publishers':
    case 'brand_deals':
    case 'gigs_booking':
      return 'networking';
    case 'email_list':
    case 'arc_readers':
      return 'email';
    case 'confidence':
    case 'portfolio_review':
    case 'teaching_workshops':
      return 'learning';
    default:
      return 'planning';
  }
};

/** The action steps of an answer as tasks the user may add; small talk and unclear answers propose nothing. */
export const proposedActionsOf = (advice: Advice): ProposedAction[] =>
  advice.topic === 'small_talk' || advice.topic === 'unclear'
    ? []
    : advice.actionSteps.map((title, i) => ({
        kind: 'add_task',
        task: {
          title,
          description: `From the assistant's answer on ${advice.topic.replaceAll('_', ' ')}.`,
          category: categoryOf(advice.topic),
          priority: i === 0 ? 'high' : 'medium',
          estimatedTime: 30,
        },
      }));

/** The answer with what it proposes: a model's own proposals when it made some, else its action steps as tasks. */
export const withProposedActions = (advice: Advice): Advice =>
  advice.proposedActions ? advice : { ...advice, proposedActions: proposedActionsOf(advice) };

/** A streamed answer whose result carries what it proposes. */
export async function* proposing(events: AsyncIterable<AdviceStreamEvent>): AsyncIterable<AdviceStreamEvent> {
  for await (const event of events)
    yield event.type === 'result' ? { ...event, result: withProposedActions(event.result) } : event;
}
