import { HttpApiEndpoint, HttpApiGroup, OpenApi } from '@effect/platform';
import { DemoImportRequest, DemoImportResult } from '../requests/import.ts';
import { BadRequestText, ConflictText, NotFoundText, PayloadTooLargeText } from './errors.ts';
import { Authentication } from './security.ts';

export class ImportApi extends HttpApiGroup.make('import')
  .add(
    HttpApiEndpoint.post('demo', '/api/import/demo')
      .setPayload(DemoImportRequest)
      .addSuccess(DemoImportResult)
      .addError(BadRequestText)
      .addError(NotFoundText)
      .addError(ConflictText)
      .addError(PayloadTooLargeText)
      .annotate(
        OpenApi.Description,
        "Moves a demo's roadmaps (their exact plans, with completed tasks), daily tasks, community habits, " +
          'chat and planned posts into the signed-in account, each through the ordinary command, so the history shows them. ' +
          "404 'Goal not found' / 'Project not found' for an id that is not the user's (checked before " +
          'anything is written); 400 for a body over the limits (DEMO_IMPORT_LIMITS) or a day whose roadmap is ' +
          'not the position of one of the import; 409 when the account ' +
          'already has roadmaps, tasks, chat or planned posts (a demo is imported once, into a new account); ' +
          '413 for a body over 8 MiB, or a roadmap too large to store as one event.',
      ),
  )
  .middleware(Authentication) {}

export * from '../requests/import.ts';
