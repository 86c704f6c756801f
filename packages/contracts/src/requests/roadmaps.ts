import { Schema } from 'effect';

const NOT_AN_OBJECT = 'The request body must be an object such as {"goalId": "…"}';

/**
 * POST /api/roadmaps/generate: `{goalId}` for one of the user's goals; no body, `null` or `{}` for the
 * active goal, else the active project (as the insights screen calls it).
 */
export const GenerateRoadmapRequest = Schema.NullOr(
  Schema.Struct({
    goalId: Schema.optional(
      Schema.NullOr(Schema.String.annotations({ message: () => 'goalId: must be text' })),
    ),
  })
    .annotations({ message: () => NOT_AN_OBJECT })
    .pipe(Schema.filter((body) => !Array.isArray(body) || NOT_AN_OBJECT)),
);
export type GenerateRoadmapRequest = typeof GenerateRoadmapRequest.Type;
