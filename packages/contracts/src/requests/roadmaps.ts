import { Schema } from 'effect';
import { Body, Id } from './input.ts';

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
