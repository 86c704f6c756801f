import { Schema } from 'effect';
import { Body, Id, MAX_ID_LENGTH, NonBlankText } from './input.ts';

const NOT_AN_OBJECT = 'The request body must be an object such as {"goalId": "…"}';

/**
 * POST /api/roadmaps/generate: `{goalId}` for one of the user's goals; no body, `null` or `{}` for the
 * active goal, else the active project (as the insights screen calls it).
 */
export const GenerateRoadmapRequest = Schema.NullOr(
  Body({ goalId: Schema.optional(Schema.NullOr(Id('goalId'))) })
    .annotations({ message: () => NOT_AN_OBJECT })
    .pipe(Schema.filter((body) => (typeof body === 'object' && !Array.isArray(body)) || NOT_AN_OBJECT)),
);
export type GenerateRoadmapRequest = typeof GenerateRoadmapRequest.Type;

const GOAL_REQUIRED = 'goalId: Choose the goal this roadmap plans for';

/** POST /api/roadmaps/{id}/goal: the goal (one of the user's, of the roadmap's project) it plans for. */
export const AttachRoadmapGoalRequest = Body({
  goalId: Schema.propertySignature(NonBlankText('goalId', MAX_ID_LENGTH, GOAL_REQUIRED)).annotations({
    missingMessage: () => GOAL_REQUIRED,
  }),
});
export type AttachRoadmapGoalRequest = typeof AttachRoadmapGoalRequest.Type;
