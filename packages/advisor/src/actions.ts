// What an answer proposes the user do, as structured actions the screen can offer to confirm (add a
// task, plan a post, create a goal). The local engine proposes its action steps as tasks; a model's
// tool calls are meant to arrive in the same shape, so both engines feed one confirmation flow.
import type { Advice, AdviceTopic, Platform, TaskCategory, TaskDraft } from '@market-muse/contracts';

export type ProposedAction =
  | { readonly kind: 'add_task'; readonly task: TaskDraft }
  | { readonly kind: 'plan_post'; readonly idea: string; readonly platform: Platform | null }
  | {
      readonly kind: 'create_goal';
      readonly title: string;
      readonly targetValue: number | null;
      readonly unit: string | null;
    };

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
