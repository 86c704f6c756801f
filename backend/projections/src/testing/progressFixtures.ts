import type { MarketMuseEvent } from '@market-muse/contracts';
import { emptyProfileFields } from '@market-muse/domain';
import { EventStore, ExpectedVersion } from '@market-muse/eventstore';
import { Effect } from 'effect';

// A scripted data set of creators for the analytics tests (replay, export): valid events of every progress
// kind, with times from the script (the events' own data), appended as the command side would.

type Data<T extends MarketMuseEvent['type']> = Extract<MarketMuseEvent, { type: T }>['data'];

export interface ScriptedStream {
  readonly streamId: string;
  readonly streamType: string;
  readonly userId: string;
  readonly events: ReadonlyArray<MarketMuseEvent>;
}

export interface ScriptedCreator {
  readonly userId: string;
  readonly email: string;
  /** Whether the creator went all the way (project, goal, tasks) or stopped after the profile. */
  readonly full: boolean;
  readonly streams: ReadonlyArray<ScriptedStream>;
}

const minutes = (base: Date, n: number) => new Date(base.getTime() + n * 60_000).toISOString();

const profile = (
  creativeTypes: Data<'ProfileSaved'>['profile']['creativeTypes'],
): Data<'ProfileSaved'>['profile'] => ({ ...emptyProfileFields, creativeTypes });

/**
 * Creator `i`, signing up at `base`. Even creators go all the way: profile, a project, a goal with
 * progress, three tasks (content, content, networking), two completed (the second reopened later) — 10
 * progress events. Odd creators stop after the profile — 1 progress event.
 */
export const scriptedCreator = (i: number, base: Date): ScriptedCreator => {
  const userId = crypto.randomUUID();
  const email = `creator-${i}-${userId.slice(0, 6)}@example.com`;
  const full = i % 2 === 0;
  const streams: ScriptedStream[] = [
    {
      streamId: `user-${userId}`,
      streamType: 'user',
      userId,
      events: [
        {
          type: 'UserRegistered',
          data: {
            userId,
            email,
            firstName: 'Private',
            lastName: 'Person',
            passwordHash: '$argon2id$not-a-real-hash',
            registeredAt: minutes(base, 0),
          },
        },
      ],
    },
    {
      streamId: `profile-${userId}`,
      streamType: 'profile',
      userId,
      events: [
        {
          type: 'ProfileSaved',
          data: {
            userId,
            profile: profile(['photography']),
            changed: ['creativeTypes'],
            createdAt: minutes(base, 5),
            savedAt: minutes(base, 5),
          },
        },
      ],
    },
  ];
  if (!full) return { userId, email, full, streams };

  const projectId = crypto.randomUUID();
  const goalId = crypto.randomUUID();
  streams.push(
    {
      streamId: `project-${projectId}`,
      streamType: 'project',
      userId,
      events: [
        {
          type: 'ProjectCreated',
          data: {
            projectId,
            userId,
            name: `Private project of ${email}`,
            description: null,
            projectType: 'book',
            targetAudience: null,
            uniqueSellingPoint: null,
            projectStage: 'idea',
            availableBudget: null,
            availableTime: null,
            biggestChallenges: [],
            websiteUrl: null,
            socialMediaLinks: [],
            targetRevenue: null,
            launchTimeline: null,
            createdAt: minutes(base, 10),
          },
        },
      ],
    },
    {
      streamId: `goal-${goalId}`,
      streamType: 'goal',
      userId,
      events: [
        {
          type: 'GoalSet',
          data: {
            goalId,
            userId,
            projectId,
            title: 'Sell 10 prints',
            description: null,
            status: 'active',
            deadline: null,
            targetValue: 10,
            currentValue: 0,
            unit: 'prints',
            businessGoal: null,
            setAt: minutes(base, 15),
          },
        },
        {
          type: 'GoalProgressRecorded',
          data: { goalId, userId, currentValue: 4, previousValue: 0, recordedAt: minutes(base, 60 * 24) },
        },
      ],
    },
  );
  const categories = ['content', 'content', 'networking'] as const;
  categories.forEach((category, t) => {
    const taskId = crypto.randomUUID();
    const change = { taskId, userId, roadmapId: null, projectId };
    const events: MarketMuseEvent[] = [
      {
        type: 'TaskCreated',
        data: {
          ...change,
          title: `Task ${t}`,
          description: 'Do it.',
          priority: 'medium',
          category,
          estimatedTime: 15,
          dueDate: null,
          phaseIndex: null,
          stepIndex: null,
          origin: 'daily',
          createdAt: minutes(base, 20),
        },
      },
    ];
    // The first task is done 2 hours after sign-up, the second a day later and reopened after.
    if (t === 0) events.push({ type: 'TaskCompleted', data: { ...change, completedAt: minutes(base, 120) } });
    if (t === 1) {
      events.push({ type: 'TaskCompleted', data: { ...change, completedAt: minutes(base, 60 * 24 + 30) } });
      events.push({ type: 'TaskReopened', data: { ...change, reopenedAt: minutes(base, 60 * 24 + 40) } });
    }
    streams.push({ streamId: `task-${taskId}`, streamType: 'task', userId, events });
  });
  return { userId, email, full, streams };
};

/** Progress events (the export's kinds) a scripted creator records. */
export const progressEventsOf = (creator: ScriptedCreator) => (creator.full ? 10 : 1);

/** Appends a creator's streams to the store. */
export const appendCreator = (creator: ScriptedCreator) =>
  Effect.gen(function* () {
    const store = yield* EventStore;
    for (const stream of creator.streams) {
      yield* store.append(
        stream.streamId,
        stream.streamType,
        stream.events.map((event) => ({
          eventId: crypto.randomUUID(),
          type: event.type,
          schemaVersion: 1,
          data: event.data,
          metadata: {
            userId: stream.userId,
            correlationId: crypto.randomUUID(),
            causationId: null,
            recordedAt: new Date().toISOString(),
          },
        })),
        ExpectedVersion.noStream,
      );
    }
  });
