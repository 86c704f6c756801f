// @market-muse/advisor: the local marketing engine. Pure TypeScript, no I/O: runs on the server
// and in the browser. The model adapter is the server-only subpath '@market-muse/advisor/model'.
export { type ProposedAction, proposedActionsOf } from './actions.ts';
export { detectTopic, generateAdvice, greeting, streamAdvice, textDeltas } from './advice.ts';
export { type Advisor, createLocalAdvisor, validated } from './advisor.ts';
export { analyzeContent } from './analysis.ts';
export { generateCommunityGuide } from './community.ts';
export { type ContentOptions, generateContentSuggestions } from './content.ts';
export { type AdvisorContextInput, EMPTY_PROFILE, makeAdvisorContext } from './context.ts';
export { type DailyTaskOptions, generateDailyTasks } from './daily.ts';
export { generateProjectInsights } from './insights.ts';
export { platforms } from './knowledge/platforms.ts';
export { OWN_RESULTS_NEEDED, ownTimesAdvice } from './ownResults.ts';
export { type BudgetTier, derivePersona, type Persona, type TimeTier } from './persona.ts';
export { generateRoadmap } from './roadmap.ts';
export { generateStrategy } from './strategy.ts';
export {
  callsToAction,
  characterCount,
  hashtagsOf,
  readability,
  readingLevel,
  sentiment,
  xWeightedLength,
} from './text.ts';
