import { Readable } from 'node:stream';
import { SqlClient } from '@effect/sql';
import { EventStore, type StoredEvent, type UpcasterRegistry } from '@market-muse/eventstore';
import { catalogueEntry } from '@market-muse/projections';
import { Effect, Runtime } from 'effect';
import yazl from 'yazl';
import { chatHistory } from '../store/advisorResults.ts';
import { contentHistory } from '../store/contentHistory.ts';
import { listGoals } from '../store/goals.ts';
import { listPlannedPosts } from '../store/plannedPosts.ts';
import { getProfile } from '../store/profiles.ts';
import { listProjects } from '../store/projects.ts';
import { listRoadmaps } from '../store/roadmaps.ts';
import { listTasks } from '../store/tasks.ts';
import { findUserById } from '../store/users.ts';

/** Events read per round trip while the archive streams: memory stays flat whatever the history's length. */
export const EXPORT_PAGE_SIZE = 500;

/** One line of events.ndjson: the event as recorded, its personal fields decrypted. */
export const exportLine = (event: StoredEvent) =>
  `${JSON.stringify({
    eventId: event.eventId,
    globalPosition: event.globalPosition.toString(),
    streamId: event.streamId,
    streamType: event.streamType,
    streamVersion: event.streamVersion.toString(),
    type: event.type,
    schemaVersion: event.schemaVersion,
    recordedAt: event.createdAt.toISOString(),
    data: event.data,
    metadata: event.metadata,
  })}\n`;

const readme = (types: ReadonlyArray<string>, registry: UpcasterRegistry, exportedAt: Date) =>
  [
    '# Your Market Muse data',
    '',
    `Exported ${exportedAt.toISOString()}. Everything Market Muse recorded for your account:`,
    '',
    '- `events.ndjson`: every event of yours, oldest first, one JSON object a line: `eventId`,',
    '  `globalPosition` (its place among all events), `streamId`, `streamType`, `streamVersion`, `type`,',
    '  `schemaVersion`, `recordedAt` (when it was stored), `data` (the fact itself, decrypted) and `metadata`',
    '  (who recorded it and the request it belonged to). Every change you made is one of these events.',
    '- `state.json`: the current state built from them: your account, profile, projects, goals, roadmaps,',
    '  tasks, calendar, advisor chat and content history, as the app shows them.',
    '',
    'The password hash in your registration event is the one-way hash Market Muse checks your password',
    'against, never the password itself.',
    '',
    '# The event types in this export',
    '',
    'Each type your events have, as the event catalogue describes it. A type the catalogue does not',
    'describe (one Market Muse no longer records) is exported as it was recorded, and says so below.',
    '',
    ...types.flatMap((type) => [...catalogueEntry(type, registry), '']),
  ].join('\n');

/** The current state of everything the account holds, as the API serves it. */
const currentState = (userId: string) =>
  Effect.gen(function* () {
    const user = yield* findUserById(userId);
    return {
      account: user
        ? {
            id: user.id,
            email: user.email,
            firstName: user.first_name,
            lastName: user.last_name,
            createdAt: user.created_at.toISOString(),
          }
        : null,
      profile: yield* getProfile(userId),
      projects: yield* listProjects(userId),
      goals: yield* listGoals(userId),
      roadmaps: yield* listRoadmaps(userId),
      tasks: yield* listTasks(userId),
      calendar: yield* listPlannedPosts(userId),
      chat: yield* chatHistory(userId, Number.MAX_SAFE_INTEGER),
      content: yield* contentHistory(userId),
    };
  });

/**
 * The account's archive as a byte stream: README.md, events.ndjson (read a page at a time, as the client
 * takes the bytes) and state.json. Only the README's list of types and the current state are held whole.
 */
export const accountArchive = (userId: string, now: Date = new Date()) =>
  Effect.gen(function* () {
    const sql = yield* SqlClient.SqlClient;
    const store = yield* EventStore;
    const runtime = yield* Effect.runtime<SqlClient.SqlClient>();
    const run = Runtime.runPromise(runtime);
    const types = yield* sql<{ type: string }>`
      select distinct type from mm_events where metadata->>'userId' = ${userId} order by type`;
    const state = yield* currentState(userId);
    async function* lines() {
      let after = 0n;
      for (;;) {
        const page = await run(store.readUserEvents({ userId, after, limit: EXPORT_PAGE_SIZE }));
        if (page.length === 0) return;
        yield page.map(exportLine).join('');
        after = page[page.length - 1]!.globalPosition;
      }
    }
    const zip = new yazl.ZipFile();
    zip.addBuffer(
      Buffer.from(
        readme(
          types.map((t) => t.type),
          store.upcasters,
          now,
        ),
      ),
      'README.md',
      { mtime: now },
    );
    // One page waits ahead of the compressor at most (Readable.from would otherwise read sixteen ahead).
    zip.addReadStream(Readable.from(lines(), { highWaterMark: 1 }), 'events.ndjson', { mtime: now });
    zip.addBuffer(Buffer.from(JSON.stringify(state, null, 2)), 'state.json', { mtime: now });
    zip.end();
    return zip.outputStream;
  });
