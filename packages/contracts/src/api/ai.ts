import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import {
  Advice,
  ChatMessage,
  ContentAnalysis,
  ContentSuggestions,
  ProjectInsights,
  SavedStrategy,
} from '../advisor.ts';
import {
  AdviceBody,
  AnalyzeContentBody,
  ContentSuggestionsBody,
  KeepStrategyActionBody,
  StoppedAnswerBody,
  StrategyBody,
} from '../requests/ai.ts';
import { Id } from '../requests/input.ts';
import { BadRequestText, ConflictText, NotFoundText, PayloadTooLargeText } from './errors.ts';
import { IdPath } from './params.ts';
import { AdvisorQuota, Authentication } from './security.ts';

/** The event stream of POST /api/ai/personalized-advice/stream, as documented there. */
export const AdviceEventStream = HttpApiSchema.withEncoding(Schema.String, {
  kind: 'Text',
  contentType: 'text/event-stream',
});

export class InsightsApi extends HttpApiGroup.make('insights')
  .add(
    HttpApiEndpoint.get('kept', '/api/project-insights')
      .setUrlParams(Schema.Struct({ projectId: Schema.optional(Id('projectId')) }))
      .addSuccess(Schema.NullOr(ProjectInsights))
      .addError(BadRequestText)
      .addError(NotFoundText)
      .annotate(
        OpenApi.Description,
        'The insights last generated for the active project, kept per project: switching back to a project ' +
          'shows its own without generating again; null when it has none yet. ?projectId= reads one of the ' +
          "user's projects instead (404 'Project not found' for any other). Insights recorded before they " +
          "carried a project belong to the user's first project. POST generates new ones.",
      ),
  )
  .add(
    HttpApiEndpoint.post('generate', '/api/project-insights')
      .addSuccess(ProjectInsights)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .middleware(AdvisorQuota)
      .annotate(
        OpenApi.Description,
        'Marketing insights for the active project, which is the current project of the profile (key insights, ' +
          "audience segments, channels, challenge solutions), recorded in the user's history and kept for that " +
          'project (GET /api/project-insights answers them until the next generation). 400 when there is no ' +
          'profile or it has no current project name.',
      ),
  )
  .middleware(Authentication) {}

export class AiApi extends HttpApiGroup.make('ai')
  .add(
    HttpApiEndpoint.post('contentSuggestions', '/api/ai/content-suggestions')
      .setPayload(ContentSuggestionsBody)
      .addSuccess(ContentSuggestions)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .middleware(AdvisorQuota)
      .annotate(
        OpenApi.Description,
        'Post ideas, captions, hashtags, insights and templates for {contentType}.',
      ),
  )
  .add(
    HttpApiEndpoint.post('advice', '/api/ai/personalized-advice')
      .setPayload(AdviceBody)
      .addSuccess(Advice)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .middleware(AdvisorQuota)
      .annotate(
        OpenApi.Description,
        'Answers the chat message {context} with advice and actionSteps, following the stored conversation; ' +
          'the question and the answer are recorded as chat turns (GET /api/ai/chat-history).',
      ),
  )
  .add(
    HttpApiEndpoint.post('adviceStream', '/api/ai/personalized-advice/stream')
      .setPayload(AdviceBody)
      .addSuccess(AdviceEventStream)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .middleware(AdvisorQuota)
      .annotate(
        OpenApi.Description,
        'The same advice as POST /api/ai/personalized-advice, streamed as it is produced (text/event-stream). ' +
          'Events: first `event: turn` with `data: {"turnId": "…"}` naming the turn (for POST ' +
          '/api/ai/chat-history/stopped), then `event: delta` with `data: {"text": "…"}` for each piece of the answer, then one ' +
          '`event: result` with `data:` the full Advice JSON (advice, actionSteps, topic, source), whose advice ' +
          'text is authoritative and replaces the deltas; or `event: error` with `data: {"message": "…"}` when ' +
          'the answer could not be produced. The turn is recorded in the chat history once the result is sent.',
      ),
  )
  .add(
    HttpApiEndpoint.post('stopAnswer', '/api/ai/chat-history/stopped')
      .setPayload(StoppedAnswerBody)
      .addSuccess(ChatMessage)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Records that the user stopped the answer to {context} (not blank, at most 4000 characters): the turn ' +
          'keeps exactly {shown} (the text shown before Stop, at most 20000 characters, may be empty), marked ' +
          'stopped, also if the stream went on to finish. {turnId} (at most 100 characters) is the id of the ' +
          "stream's `turn` event; without it the stopped turn is recorded as a new one. Answers the stopped " +
          "'ai' message.",
      ),
  )
  .add(
    HttpApiEndpoint.get('chatHistory', '/api/ai/chat-history')
      .addSuccess(Schema.Array(ChatMessage))
      .annotate(
        OpenApi.Description,
        "The user's chat, oldest first: each turn is a 'user' message and an 'ai' answer with actionSteps; " +
          'an answer the user stopped holds what was shown and `stopped: true`.',
      ),
  )
  .add(
    HttpApiEndpoint.post('strategy', '/api/ai/marketing-strategy')
      .setPayload(StrategyBody)
      .addSuccess(SavedStrategy)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .middleware(AdvisorQuota)
      .annotate(
        OpenApi.Description,
        'A marketing strategy for {timeframe}: 30days, 90days or 6months, kept under its id (it appears in ' +
          'GET /api/content-history) with no action ticked yet (keptActions []).',
      ),
  )
  .add(
    HttpApiEndpoint.post('keepStrategyAction', '/api/ai/strategies/:id/kept-actions')
      .setPath(IdPath)
      .setPayload(KeepStrategyActionBody)
      .addSuccess(SavedStrategy)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        'Ticks ({kept} true) or unticks one action of a kept strategy: {phase} (0 to 19) and {action} (0 to 49) ' +
          "are its positions, counted from 0; a position the strategy does not have is a 400. 404 'Strategy not " +
          "found' for an id that is not one of the user's strategies. Answers the strategy with its keptActions.",
      ),
  )
  .add(
    HttpApiEndpoint.post('analyzeContent', '/api/ai/analyze-content')
      .setPayload(AnalyzeContentBody)
      .addSuccess(ContentAnalysis)
      .addError(BadRequestText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .middleware(AdvisorQuota)
      .annotate(
        OpenApi.Description,
        'Analyses {content} (not blank, at most 10000 characters) for {platform}: instagram, facebook, twitter, ' +
          'linkedin or tiktok.',
      ),
  )
  .middleware(Authentication) {}

export * from '../requests/ai.ts';
