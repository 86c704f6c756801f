import { HttpApiEndpoint, HttpApiGroup, HttpApiSchema, OpenApi } from '@effect/platform';
import { Schema } from 'effect';
import { DemoImportRequest, DemoImportResult } from '../requests/import.ts';
import { BadRequestText, ConflictText, NotFoundText } from './errors.ts';
import { Authentication } from './security.ts';

/** 413: the body is over the import's byte cap (answered before it is read, backend/api importBodyLimit.ts). */
const BodyTooLargeText = HttpApiSchema.withEncoding(
  Schema.String.annotations({ description: "'The request body is too large'" }),
  { kind: 'Text', contentType: 'text/plain' },
);

export class ImportApi extends HttpApiGroup.make('import')
  .add(
    HttpApiEndpoint.post('demo', '/api/import/demo')
      .setPayload(DemoImportRequest)
      .addSuccess(DemoImportResult)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(BodyTooLargeText, { status: 413 })
      .annotate(
        OpenApi.Description,
        "Moves a demo's roadmaps (their exact plans, with completed tasks), daily tasks, community habits, " +
          'chat and planned posts into the signed-in account, each through the ordinary command, so the history shows them. ' +
          "404 'Goal not found' / 'Project not found' for an id that is not the user's (checked before " +
          'anything is written); 400 for a body over the limits (DEMO_IMPORT_LIMITS); 409 when the account ' +
          'already has roadmaps, tasks, chat or planned posts (a demo is imported once, into a new account).',
      ),
  )
  .middleware(Authentication) {}

export * from '../requests/import.ts';
