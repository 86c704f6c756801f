import { Schema, type SchemaAST } from 'effect';
import { EventSchemas, type EventType } from './events.ts';

/**
 * Which fields of each event are personal. A personal field is stored encrypted with its owner's key and
 * reads as erased once the account is deleted (docs/personal-data.md). Personal: whatever identifies the
 * person (e-mail, names, password hash, links to their sites) and whatever they typed or the advisor wrote
 * about them (descriptions, audience, chat, analysed posts, plans that repeat their project's name). Not
 * personal: random ids, times, enumerations, numbers and counts, which analytics keep after a deletion.
 *
 * Every field of every event type is decided here: the compiler refuses an event type or a field missing
 * from this table (and one it does not have), so a new event cannot be added without deciding.
 */
export type FieldPrivacy = 'personal' | 'not personal';

type FieldsOf<K extends EventType> = (typeof EventSchemas)[K]['fields'];
export type PrivacyDeclaration = {
  readonly [K in EventType]: { readonly [F in keyof FieldsOf<K>]-?: FieldPrivacy };
};

const P = 'personal';
const N = 'not personal';

export const eventFieldPrivacy = {
  UserRegistered: { userId: N, email: P, firstName: P, lastName: P, passwordHash: P, registeredAt: N },
  EmailReserved: { email: P, userId: N },
  PasswordChanged: { userId: N, passwordHash: P, via: N, changedAt: N },
  EmailVerified: { userId: N, email: P, verifiedAt: N },
  EmailChanged: { userId: N, previousEmail: P, email: P, changedAt: N },
  NameChanged: { userId: N, firstName: P, lastName: P, changedAt: N },
  AccountDeleted: { userId: N, deletedAt: N },
  EmailReleased: { userId: N, releasedAt: N },
  // Who the person is at the provider, and the address it gave: the issuer names only the provider.
  IdentityLinked: { userId: N, identityId: N, issuer: N, subject: P, email: P, linkedAt: N },
  IdentityUnlinked: { userId: N, identityId: N, unlinkedAt: N },
  // The name the owner gave a passkey often names them or their device ("Ada's phone").
  PasskeyAdded: { userId: N, passkeyId: N, name: P, addedAt: N },
  PasskeyRemoved: { userId: N, passkeyId: N, removedAt: N },
  // The whole profile snapshot: project name, description, audience and free-text preferences.
  ProfileSaved: { userId: N, profile: P, changed: N, createdAt: N, savedAt: N },
  ProjectCreated: {
    projectId: N,
    userId: N,
    name: P,
    description: P,
    projectType: N,
    targetAudience: P,
    uniqueSellingPoint: P,
    projectStage: N,
    availableBudget: N,
    availableTime: N,
    biggestChallenges: P,
    websiteUrl: P,
    socialMediaLinks: P,
    targetRevenue: N,
    launchTimeline: P,
    createdAt: N,
  },
  ProjectAdded: { userId: N, projectId: N, addedAt: N },
  ActiveProjectChanged: { userId: N, projectId: N, previousProjectId: N, changedAt: N },
  GoalSet: {
    goalId: N,
    userId: N,
    projectId: N,
    title: P,
    description: P,
    status: N,
    deadline: N,
    targetValue: N,
    currentValue: N,
    unit: P,
    businessGoal: N,
    setAt: N,
  },
  GoalUpdated: {
    goalId: N,
    userId: N,
    title: P,
    description: P,
    deadline: N,
    targetValue: N,
    unit: P,
    updatedAt: N,
  },
  GoalStatusChanged: { goalId: N, userId: N, status: N, previousStatus: N, changedAt: N },
  GoalProgressRecorded: { goalId: N, userId: N, currentValue: N, previousValue: N, recordedAt: N },
  // Generated plans repeat the project's name, audience and goals.
  RoadmapGenerated: {
    roadmapId: N,
    userId: N,
    goalId: N,
    projectId: N,
    title: P,
    description: P,
    estimatedDuration: N,
    totalSteps: N,
    weeklyMinutes: N,
    phases: P,
    taskIds: N,
    source: N,
    generatedAt: N,
  },
  RoadmapSuperseded: { roadmapId: N, userId: N, supersededBy: N, supersededAt: N },
  RoadmapAssigned: { userId: N, target: N, roadmapId: N, previousRoadmapId: N, assignedAt: N },
  RoadmapAttachedToGoal: { roadmapId: N, userId: N, goalId: N, attachedAt: N },
  TaskCreated: {
    taskId: N,
    userId: N,
    roadmapId: N,
    projectId: N,
    title: P,
    description: P,
    priority: N,
    category: N,
    estimatedTime: N,
    dueDate: N,
    phaseIndex: N,
    stepIndex: N,
    origin: N,
    createdAt: N,
  },
  TaskCompleted: { taskId: N, userId: N, roadmapId: N, projectId: N, completedAt: N },
  TaskReopened: { taskId: N, userId: N, roadmapId: N, projectId: N, reopenedAt: N },
  TaskDiscarded: { taskId: N, userId: N, roadmapId: N, projectId: N, reason: N, discardedAt: N },
  DailyTasksGenerated: {
    userId: N,
    date: N,
    roadmapId: N,
    // A phase title of the user's plan.
    phase: P,
    minutesAvailable: N,
    taskIds: N,
    source: N,
    generatedAt: N,
  },
  ProjectInsightsGenerated: {
    resultId: N,
    userId: N,
    projectId: N,
    projectName: P,
    result: P,
    generatedAt: N,
  },
  ContentSuggestionsGenerated: { resultId: N, userId: N, contentType: P, result: P, generatedAt: N },
  AdviceGiven: {
    resultId: N,
    userId: N,
    message: P,
    askedAt: N,
    result: P,
    answeredAt: N,
    streamed: N,
  },
  AdviceStopped: { resultId: N, userId: N, message: P, shown: P, stoppedAt: N },
  StrategyGenerated: { resultId: N, userId: N, timeframe: N, result: P, generatedAt: N },
  StrategyActionKept: { resultId: N, userId: N, phase: N, action: N, kept: N, keptAt: N },
  ContentAnalyzed: { resultId: N, userId: N, platform: N, content: P, result: P, analyzedAt: N },
  PlannedPostScheduled: {
    postId: N,
    userId: N,
    text: P,
    platform: N,
    scheduledAt: N,
    source: N,
    scheduledOn: N,
  },
  PlannedPostRescheduled: {
    postId: N,
    userId: N,
    scheduledAt: N,
    previousScheduledAt: N,
    rescheduledOn: N,
  },
  PlannedPostEdited: { postId: N, userId: N, text: P, platform: N, editedOn: N },
  // The post's AT URI names the account's DID, its address (a page on the network, or the link a creative
  // marked it posted with) the account's handle: both identify the person.
  PlannedPostPublished: { postId: N, userId: N, publishedAt: N, uri: P, url: P },
  PlannedPostUnpublished: { postId: N, userId: N, unpublishedAt: N },
  PlannedPostDeleted: { postId: N, userId: N, deletedAt: N },
  PlannedPostAutoPublishSet: { postId: N, userId: N, enabled: N, setOn: N },
  // The account's DID identifies the person on the network; the record key is a time-based random id.
  PlannedPostPublishing: {
    postId: N,
    userId: N,
    network: N,
    accountDid: P,
    recordKey: N,
    attempt: N,
    startedAt: N,
  },
  PlannedPostPublishFailed: { postId: N, userId: N, reason: N, willRetry: N, retryAt: N, failedAt: N },
  PlannedPostReminded: { postId: N, userId: N, byMail: N, remindedAt: N },
  PlannedPostResultsRecorded: {
    postId: N,
    userId: N,
    source: N,
    likes: N,
    comments: N,
    shares: N,
    saves: N,
    reach: N,
    quotes: N,
    recordedAt: N,
  },
  PostReminderMailsChosen: { userId: N, byMail: N, chosenAt: N },
} as const satisfies PrivacyDeclaration;

/** The schema of each field of an event type's payload (every payload is a struct). */
export const eventFieldSchemas = (
  type: EventType,
): { readonly [field: string]: Schema.Schema.AnyNoContext } =>
  EventSchemas[type].fields as unknown as { readonly [field: string]: Schema.Schema.AnyNoContext };

/** The personal fields of one event type, in declaration order. */
export const personalFieldsOf = (type: EventType): ReadonlyArray<string> =>
  Object.entries(eventFieldPrivacy[type])
    .filter(([, privacy]) => privacy === 'personal')
    .map(([field]) => field);

/** The value of an erased text field. */
export const ERASED_TEXT = '[erased]';

/**
 * What an erased field reads as: the simplest value its schema accepts, so an erased event still decodes
 * and every reader goes on (an erased text is ERASED_TEXT, a nullable field null, a list the fewest
 * items it may have, a number 0, a choice its first option). Tests hold every personal field to it.
 */
export const erasedValue = (schema: Schema.Schema.Any | Schema.PropertySignature.Any): unknown => {
  // An optional field (one older events lack) is erased like its value's schema.
  const ast = Schema.isPropertySignature(schema) ? propertyType(schema.ast) : schema.ast;
  const [first] = candidates(ast);
  if (first === undefined) throw new Error(`No erased value for ${String(schema.ast)}`);
  return first;
};

const propertyType = (ast: Schema.PropertySignature.AST): SchemaAST.AST =>
  ast._tag === 'PropertySignatureDeclaration' ? ast.type : ast.from.type;

const TEXT_CANDIDATES = [ERASED_TEXT, '#erased', '1970-01-01T00:00:00Z', '1970-01-01'];
const LENGTHS = [0, 1, 3, 5, 6, 8, 15];

/** Values the AST accepts, the preferred first (an empty list when none was found). */
const candidates = (ast: SchemaAST.AST): ReadonlyArray<unknown> => {
  switch (ast._tag) {
    case 'StringKeyword':
      return TEXT_CANDIDATES;
    case 'NumberKeyword':
      return [0, 1];
    case 'BooleanKeyword':
      return [false];
    case 'Literal':
      return [ast.literal];
    case 'Enums':
      return ast.enums.map(([, value]) => value);
    case 'Union': {
      const options = ast.types.map(candidates);
      const nullable = ast.types.findIndex((t) => t._tag === 'Literal' && t.literal === null);
      return nullable >= 0 ? [null, ...options.flat()] : options.flat();
    }
    case 'TupleType': {
      const [rest] = ast.rest;
      if (!rest || ast.elements.length > 0) return [];
      const [item] = candidates(rest.type);
      return item === undefined ? [[]] : LENGTHS.map((n) => Array.from({ length: n }, () => item));
    }
    case 'TypeLiteral': {
      const out: Record<string, unknown> = {};
      for (const property of ast.propertySignatures) {
        if (property.isOptional) continue;
        const [value] = candidates(property.type);
        if (value === undefined) return [];
        out[String(property.name)] = value;
      }
      return [out];
    }
    case 'Refinement': {
      const accepts = Schema.is(Schema.make(ast));
      return candidates(ast.from).filter((value) => accepts(value));
    }
    case 'Transformation':
      return candidates(ast.from);
    case 'Suspend':
      return candidates(ast.f());
    default:
      return [];
  }
};

/**
 * The event store's policy: for each event type with personal fields, each such field and its erased
 * value (the shape `@market-muse/eventstore` takes, which does not depend on the contracts).
 */
export const personalDataPolicy: {
  readonly fields: { readonly [type: string]: { readonly [field: string]: unknown } };
} = {
  fields: Object.fromEntries(
    (Object.keys(eventFieldPrivacy) as EventType[])
      .map((type) => {
        const fields = eventFieldSchemas(type);
        return [
          type,
          Object.fromEntries(personalFieldsOf(type).map((field) => [field, erasedValue(fields[field]!)])),
        ] as const;
      })
      .filter(([, fields]) => Object.keys(fields).length > 0),
  ),
};
