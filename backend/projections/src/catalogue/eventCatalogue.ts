import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { EventSchemas, type EventType, eventFieldPrivacy } from '@market-muse/contracts';
import {
  currentSchemaVersion,
  makeUpcasterRegistry,
  type Upcaster,
  type UpcasterRegistry,
} from '@market-muse/eventstore';
import type { SchemaAST } from 'effect';

// The event catalogue for analysts: every event type of the contracts, its stream, meaning,
// schema version and fields, generated from the contracts' schemas (`npm run catalogue` writes
// docs/event-catalogue.md; a test fails when the committed file is stale).

/** Where the catalogue lives, from the repository's root. */
export const CATALOGUE_PATH = 'docs/event-catalogue.md';

/** What each event means, in the words an analyst needs. A new event type needs a line here (tested). */
export const EVENT_MEANINGS: Readonly<Record<string, { readonly stream: string; readonly meaning: string }>> =
  {
    UserRegistered: {
      stream: 'user-<userId>',
      meaning:
        'A person signed up. Holds personal data (email, names) and the password hash: never exported or served to analysts.',
    },
    EmailReserved: {
      stream: 'email-<HMAC of the normalised email>',
      meaning: 'An email address was claimed by an account (enforces one account per email). Personal data.',
    },
    PasswordChanged: {
      stream: 'user-<userId>',
      meaning:
        "The account's password was replaced, by its owner or through a reset link. Holds the new password hash: never exported or served to analysts.",
    },
    EmailVerified: {
      stream: 'user-<userId>',
      meaning:
        "The owner confirmed the account's email address from the link mailed to it. Personal data (email).",
    },
    NameChanged: {
      stream: 'user-<userId>',
      meaning:
        "The owner changed the account's first and last name on the account page. Personal data (both names).",
    },
    EmailChanged: {
      stream: 'user-<userId>',
      meaning: "The account's email changed, confirmed from the new address. Personal data (both emails).",
    },
    AccountDeleted: {
      stream: 'user-<userId>',
      meaning:
        'The person deleted their account. Their key was destroyed with it: every personal field they recorded reads as erased from then on, and the read models forgot them (analytics keep anonymous counts).',
    },
    EmailReleased: {
      stream: 'email-<HMAC of the normalised email>',
      meaning:
        'The address became free again, because its account moved to another address or was deleted: a new account may register with it.',
    },
    IdentityLinked: {
      stream: 'user-<userId>',
      meaning:
        'The account can be signed in to through an OpenID Connect provider (linked through an e-mail the provider verified, or created by signing in there). Personal data (subject, email).',
    },
    IdentityUnlinked: {
      stream: 'user-<userId>',
      meaning: 'The owner disconnected an OpenID Connect provider from the account.',
    },
    PasskeyAdded: {
      stream: 'user-<userId>',
      meaning:
        'The owner registered a passkey (WebAuthn), which now signs in to the account; the credential itself is kept outside the event log. Personal data (name).',
    },
    PasskeyRemoved: {
      stream: 'user-<userId>',
      meaning: 'The owner removed a passkey from the account; it no longer signs in.',
    },
    ProfileSaved: {
      stream: 'profile-<userId>',
      meaning:
        'The creative saved their marketing profile; holds the whole resulting profile. The profile counts as completed once it names a creative type.',
    },
    ProjectCreated: { stream: 'project-<projectId>', meaning: 'The creative created a project.' },
    ProjectAdded: {
      stream: 'projects-<userId>',
      meaning: "A project joined the creative's portfolio (bookkeeping beside ProjectCreated).",
    },
    ActiveProjectChanged: {
      stream: 'projects-<userId>',
      meaning: 'The creative made another project the active one.',
    },
    GoalSet: {
      stream: 'goal-<goalId>',
      meaning: 'A goal was set, by the creative or from a business goal of their profile.',
    },
    GoalUpdated: {
      stream: 'goal-<goalId>',
      meaning: "A goal's title, description, deadline, target or unit changed.",
    },
    GoalStatusChanged: {
      stream: 'goal-<goalId>',
      meaning: 'A goal was completed, paused, reactivated or otherwise changed status.',
    },
    GoalProgressRecorded: {
      stream: 'goal-<goalId>',
      meaning: 'The creative recorded progress on a goal: its new current value (and the previous one).',
    },
    RoadmapGenerated: {
      stream: 'roadmap-<roadmapId>',
      meaning: 'A 90-day roadmap (phases, steps, tasks) was generated for the creative, a project or a goal.',
    },
    RoadmapSuperseded: {
      stream: 'roadmap-<roadmapId>',
      meaning: 'A roadmap was replaced by a newer one; its open tasks are discarded.',
    },
    RoadmapAssigned: {
      stream: 'roadmaptarget-<userId>-<target>',
      meaning: 'Which roadmap is current for a target (bookkeeping that keeps one roadmap per target).',
    },
    RoadmapAttachedToGoal: {
      stream: 'roadmap-<roadmapId>',
      meaning:
        'A roadmap generated without a goal was attached to a goal of its project, which it now plans for.',
    },
    TaskCreated: {
      stream: 'task-<taskId>',
      meaning:
        'A task was put on the list: from a roadmap step, the daily tasks or the weekly community habit.',
    },
    TaskCompleted: { stream: 'task-<taskId>', meaning: 'The creative completed a task.' },
    TaskReopened: { stream: 'task-<taskId>', meaning: 'The creative reopened a completed task.' },
    TaskDiscarded: {
      stream: 'task-<taskId>',
      meaning: 'An open task was dropped because its roadmap was replaced.',
    },
    DailyTasksGenerated: {
      stream: 'daily-<userId>-<date>',
      meaning: "The day's tasks were generated (the tasks themselves are TaskCreated events).",
    },
    ProjectInsightsGenerated: {
      stream: 'advisor-<userId>',
      meaning: 'Marketing insights were generated for a project.',
    },
    ContentSuggestionsGenerated: {
      stream: 'advisor-<userId>',
      meaning: 'Content ideas, captions and hashtags were generated for a content type.',
    },
    AdviceGiven: {
      stream: 'advisor-<userId>',
      meaning: "One advisor chat turn: the creative's message (free text) and the answer.",
    },
    AdviceStopped: {
      stream: 'advisor-<userId>',
      meaning:
        "The creative stopped an answer: the turn keeps the message (free text) and exactly the answer's shown part.",
    },
    StrategyGenerated: {
      stream: 'advisor-<userId>',
      meaning: 'A marketing strategy was generated for a timeframe.',
    },
    StrategyActionKept: {
      stream: 'advisor-<userId>',
      meaning:
        'The creative ticked (kept) or unticked one action of a recorded strategy, by its phase and place.',
    },
    ContentAnalyzed: {
      stream: 'advisor-<userId>',
      meaning: 'A post (free text) was analysed for a platform; holds its score (0-100) and recommendations.',
    },
    PlannedPostScheduled: {
      stream: 'planned-post-<postId>',
      meaning: 'A post was planned on the content calendar for a date and platform.',
    },
    PlannedPostRescheduled: {
      stream: 'planned-post-<postId>',
      meaning: 'A planned post was moved to another date.',
    },
    PlannedPostEdited: {
      stream: 'planned-post-<postId>',
      meaning: "A planned post's text or platform changed.",
    },
    PlannedPostPublished: {
      stream: 'planned-post-<postId>',
      meaning:
        "A planned post was published: marked by hand (as posted, with its address on the platform when given), or published automatically (with the post's URI and page).",
    },
    PlannedPostUnpublished: {
      stream: 'planned-post-<postId>',
      meaning: 'A post marked published by mistake went back to planned.',
    },
    PlannedPostDeleted: {
      stream: 'planned-post-<postId>',
      meaning: 'A planned post was removed from the calendar.',
    },
    PlannedPostAutoPublishSet: {
      stream: 'planned-post-<postId>',
      meaning:
        "'Publish automatically' was turned on or off for a planned post (on again after a failure: 'Retry').",
    },
    PlannedPostPublishing: {
      stream: 'planned-post-<postId>',
      meaning:
        'The scheduler is about to publish a planned post to the connected account, under the record key every attempt of the post uses.',
    },
    PlannedPostPublishFailed: {
      stream: 'planned-post-<postId>',
      meaning:
        'An automatic attempt to publish a planned post failed: why, and whether (and when) it is retried.',
    },
    PlannedPostReminded: {
      stream: 'planned-post-<postId>',
      meaning: 'The reminder that a planned post is due went out, in the app and by e-mail when wanted.',
    },
    PlannedPostResultsRecorded: {
      stream: 'planned-post-<postId>',
      meaning: "A published post's numbers (likes, comments, shares, saves, reach, quotes) were recorded.",
    },
    PostReminderMailsChosen: {
      stream: 'post-reminders-<userId>',
      meaning: 'The creative chose whether due-post reminders also come by e-mail.',
    },
  };

/** Event types of the contracts that have no meaning above (the catalogue test requires none). */
export const eventTypesWithoutMeaning = () =>
  Object.keys(EventSchemas).filter((type) => !Object.hasOwn(EVENT_MEANINGS, type));

const MAX_LITERALS = 8;
const MAX_DEPTH = 2;

const literalText = (value: unknown) => (typeof value === 'string' ? `'${value}'` : String(value));

/** A short type text for one schema AST node. */
const typeText = (ast: SchemaAST.AST): string => {
  switch (ast._tag) {
    case 'StringKeyword':
      return 'string';
    case 'NumberKeyword':
      return 'number';
    case 'BooleanKeyword':
      return 'boolean';
    case 'Literal':
      return literalText(ast.literal);
    case 'Refinement':
      return typeText(ast.from);
    case 'Transformation':
      return typeText(ast.to);
    case 'Suspend':
      return typeText(ast.f());
    case 'TupleType': {
      const rest = ast.rest[0];
      return rest ? `array of ${typeText(rest.type)}` : 'tuple';
    }
    case 'TypeLiteral':
      return 'object';
    case 'Union': {
      const members = ast.types.filter((t) => !(t._tag === 'Literal' && t.literal === null));
      const nullable = members.length < ast.types.length;
      const literals = members.every((t) => t._tag === 'Literal');
      const text =
        literals && members.length > MAX_LITERALS
          ? `one of ${members.length} values (${members
              .slice(0, 3)
              .map((t) => literalText((t as SchemaAST.Literal).literal))
              .join(', ')}, …)`
          : members.map(typeText).join(' \\| ');
      return nullable ? `${text} or null` : text;
    }
    default:
      return ast._tag;
  }
};

/** The object behind an AST node (through refinements, transformations and nullability), if any. */
const objectOf = (ast: SchemaAST.AST): SchemaAST.TypeLiteral | null => {
  if (ast._tag === 'TypeLiteral') return ast;
  if (ast._tag === 'Refinement') return objectOf(ast.from);
  if (ast._tag === 'Transformation') return objectOf(ast.to);
  if (ast._tag === 'Union') {
    const objects = ast.types.map(objectOf).filter((t) => t !== null);
    return objects.length === 1 ? objects[0]! : null;
  }
  return null;
};

export interface CatalogueField {
  readonly path: string;
  readonly type: string;
  readonly optional: boolean;
}

/** Fields of an object schema, nested objects as dotted paths (two levels deep). */
export const fieldsOf = (ast: SchemaAST.AST, prefix = '', depth = 0): CatalogueField[] => {
  const object = objectOf(ast);
  if (!object) return [];
  return object.propertySignatures.flatMap((property) => {
    const path = `${prefix}${String(property.name)}`;
    const field = { path, type: typeText(property.type), optional: property.isOptional };
    const nested = depth < MAX_DEPTH ? fieldsOf(property.type, `${path}.`, depth + 1) : [];
    return [field, ...nested];
  });
};

/** One event type's section of the catalogue (also written into a person's own export). */
export const catalogueEntry = (type: string, registry: UpcasterRegistry): ReadonlyArray<string> => {
  const schema = (EventSchemas as Readonly<Record<string, { readonly ast: SchemaAST.AST }>>)[type];
  // A type the contracts no longer (or never) declared, still recorded in a history: described as such, so
  // a reader of the history (an export's README) is told rather than failed.
  if (!schema) return [`## ${type}`, '', OUTSIDE_CATALOGUE];
  const version = currentSchemaVersion(registry, type);
  const privacy =
    (eventFieldPrivacy as Readonly<Record<string, Readonly<Record<string, string>>>>)[type] ?? {};
  return [
    `## ${type}`,
    '',
    EVENT_MEANINGS[type]?.meaning ?? '(no meaning recorded)',
    '',
    `Stream \`${EVENT_MEANINGS[type]?.stream ?? '?'}\` · current schema version ${version}${
      version > 1 ? ` (versions 1–${version - 1} are upcast on read)` : ''
    }`,
    '',
    '| field | type | personal |',
    '| --- | --- | --- |',
    ...fieldsOf(schema.ast).map((field) => {
      const top = field.path.split('.')[0]!;
      const personal =
        privacy[top] === 'personal' ? (top === field.path ? '**personal**' : '(within personal)') : '';
      return `| \`${field.path}\`${field.optional ? ' (optional)' : ''} | ${field.type} | ${personal} |`;
    }),
  ];
};

/** What the catalogue says of a type it does not describe. */
export const OUTSIDE_CATALOGUE =
  'Not in the event catalogue: no schema of this type is declared, so its fields are not described here; its events are as they were recorded.';

/** The event types of the contracts, sorted (the catalogue's order). */
export const catalogueTypes = () => (Object.keys(EventSchemas) as EventType[]).sort();

/** The catalogue as Markdown, for the application's upcasters (none registered today). */
export const eventCatalogueMarkdown = (upcasters: ReadonlyArray<Upcaster> = []) => {
  const registry = makeUpcasterRegistry(upcasters);
  const types = Object.keys(EventSchemas).sort();
  const lines = [
    '# Event catalogue',
    '',
    '<!-- Generated by `npm run catalogue` from packages/contracts (EventSchemas); do not edit by hand. -->',
    '',
    'Every change in Market Muse is an event in `mm_events` (one row per event: `type`, `schema_version`,',
    '`data`, `metadata` with the user, correlation and causation ids, `created_at` = when it was recorded).',
    'Readers upcast old schema versions to the current one before decoding, so a replay always sees the',
    'fields below. Times inside `data` are ISO 8601 (UTC) and say when the fact happened.',
    '',
    "The analysts' export (`npm run export`) carries the progress events (profile, projects, goals,",
    'roadmaps, tasks) with pseudonymous user ids and without free text; events marked *personal data*',
    'are never exported.',
    '',
    'Fields marked **personal** are stored encrypted with a key of the user they belong to and read as',
    'erased once that user deletes their account: text as `[erased]`, a nullable field as null, a list with',
    'the fewest items it may have (docs/personal-data.md). On the Kafka domain topic they travel encrypted.',
    '',
    `${types.length} event types:`,
    '',
    '| event type | stream | schema version | meaning |',
    '| --- | --- | --- | --- |',
  ];
  for (const type of types) {
    const about = EVENT_MEANINGS[type];
    lines.push(
      `| [${type}](#${type.toLowerCase()}) | \`${about?.stream ?? '?'}\` | ${currentSchemaVersion(registry, type)} | ${about?.meaning ?? '(no meaning recorded)'} |`,
    );
  }
  for (const type of types) lines.push('', ...catalogueEntry(type, registry));
  return `${lines.join('\n')}\n`;
};

/**
 * The catalogue as committed: formatted by the repository's Biome (which formats Markdown too), so
 * `npm run lint` and the staleness test agree with the generator.
 */
export const formattedEventCatalogue = (repoRoot: string, upcasters: ReadonlyArray<Upcaster> = []) =>
  execFileSync(join(repoRoot, 'node_modules/.bin/biome'), ['format', `--stdin-file-path=${CATALOGUE_PATH}`], {
    cwd: repoRoot,
    input: eventCatalogueMarkdown(upcasters),
    encoding: 'utf8',
    stdio: ['pipe', 'pipe', 'ignore'],
  });
