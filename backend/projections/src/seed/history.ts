import type { CreativeType, MarketMuseEvent, ProjectType } from '@market-muse/contracts';
import {
  addDays,
  advisorStream,
  dailyStream,
  emptyProfileFields,
  goalStream,
  plannedPostStream,
  plannedTasks,
  portfolioStream,
  profileStream,
  projectStream,
  roadmapAssignmentStream,
  roadmapStream,
  roadmapTarget,
  taskStream,
  userStream,
} from '@market-muse/domain';
import type { AdvisorAnswers } from './advisorResults.ts';
import type { Random } from './random.ts';

/** One stream's part of a user's day: its events, appended at the version the stream had before. */
export interface StreamWrite {
  readonly streamId: string;
  readonly streamType: string;
  readonly userId: string;
  /** 0 for a new stream. */
  readonly expectedVersion: number;
  readonly events: ReadonlyArray<MarketMuseEvent>;
  /** When the user did it (the events' own times, also their metadata's recordedAt). */
  readonly at: string;
}

export interface HistoryOptions {
  readonly users: number;
  readonly days: number;
  /** The first day of the history (yyyy-mm-dd). */
  readonly start: string;
}

interface RoadmapTask {
  readonly taskId: string;
  version: number;
}

/** What the generator remembers of a creator between days (ids, stream versions, habits). */
interface Creator {
  readonly userId: string;
  readonly signupDay: number;
  /** Chance of using the product on a given day after sign-up. */
  readonly engagement: number;
  /** The day after which the creator stops coming back. */
  readonly lastDay: number;
  /** Whether onboarding went past the profile (the rest of the funnel drops out there). */
  readonly committed: boolean;
  readonly answers: AdvisorAnswers;
  projectId: string | null;
  goalId: string | null;
  goalVersion: number;
  goalValue: number;
  roadmapId: string | null;
  roadmapTasks: RoadmapTask[];
  advisorVersion: number;
}

const PROJECT_TYPE: Partial<Record<CreativeType, ProjectType>> = {
  visual_art: 'art_collection',
  writing: 'book',
  music: 'music_album',
};

const time = (day: string, minutes: number) =>
  new Date(Date.parse(`${day}T08:00:00.000Z`) + minutes * 60_000).toISOString();

/**
 * Histories with the shape of real use, a user's day at a time in calendar order: sign-up and onboarding
 * (profile, a project, a goal, a roadmap with its tasks; some stop after the profile), then on most days
 * (with gaps, and people who stop coming) the day's tasks generated and mostly done, roadmap tasks ticked,
 * advisor questions, goal progress once a week and posts planned and published. Deterministic in `random`.
 * Each yielded array is one user's day: its streams appear once each, so days of different users batch
 * into one append.
 */
export function* seededHistory(
  options: HistoryOptions,
  answers: ReadonlyArray<AdvisorAnswers>,
  random: Random,
): Generator<ReadonlyArray<StreamWrite>> {
  const creators: Creator[] = Array.from({ length: options.users }, () => {
    const signupDay = random.int(0, Math.max(0, Math.floor(options.days / 3) - 1));
    const churns = random.chance(0.2);
    return {
      userId: random.uuid(),
      signupDay,
      engagement: 0.55 + random.next() * 0.4,
      lastDay: churns ? random.int(signupDay, options.days - 1) : options.days - 1,
      committed: random.chance(0.85),
      answers: random.pick(answers),
      projectId: null,
      goalId: null,
      goalVersion: 0,
      goalValue: 0,
      roadmapId: null,
      roadmapTasks: [],
      advisorVersion: 0,
    };
  });
  // Sign-ups spread over the first third: each day's newcomers, in a random but fixed order.
  for (let d = 0; d < options.days; d++) {
    const day = addDays(options.start, d);
    for (const creator of creators) {
      if (creator.signupDay === d) yield onboarding(creator, day, random);
      else if (
        d > creator.signupDay &&
        d <= creator.lastDay &&
        creator.committed &&
        random.chance(creator.engagement)
      )
        yield activeDay(creator, day, random);
    }
  }
}

const onboarding = (c: Creator, day: string, random: Random): ReadonlyArray<StreamWrite> => {
  const { userId } = c;
  const writes: StreamWrite[] = [];
  const write = (stream: { id: string; type: string }, at: string, events: MarketMuseEvent[], expected = 0) =>
    writes.push({
      streamId: stream.id,
      streamType: stream.type,
      userId,
      expectedVersion: expected,
      events,
      at,
    });
  const short = userId.slice(0, 8);
  const creativeType = c.answers.creativeType;
  write(userStream(userId), time(day, 0), [
    {
      type: 'UserRegistered',
      data: {
        userId,
        email: `creator-${short}@example.com`,
        firstName: 'Creator',
        lastName: short,
        passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$c2VlZA$seeded',
        registeredAt: time(day, 0),
      },
    },
  ]);
  write(profileStream(userId), time(day, 4), [
    {
      type: 'ProfileSaved',
      data: {
        userId,
        profile: {
          ...emptyProfileFields,
          creativeTypes: [creativeType],
          currentProjectName: `Studio ${short}`,
        },
        changed: ['creativeTypes', 'currentProjectName'],
        createdAt: time(day, 4),
        savedAt: time(day, 4),
      },
    },
  ]);
  if (!c.committed) return writes;

  const projectId = random.uuid();
  const goalId = random.uuid();
  const roadmapId = random.uuid();
  c.projectId = projectId;
  c.goalId = goalId;
  c.roadmapId = roadmapId;
  write(projectStream(projectId), time(day, 6), [
    {
      type: 'ProjectCreated',
      data: {
        projectId,
        userId,
        name: `Studio ${short}`,
        description: null,
        projectType: PROJECT_TYPE[creativeType] ?? 'other',
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
        createdAt: time(day, 6),
      },
    },
  ]);
  write(portfolioStream(userId), time(day, 6), [
    { type: 'ProjectAdded', data: { userId, projectId, addedAt: time(day, 6) } },
    {
      type: 'ActiveProjectChanged',
      data: { userId, projectId, previousProjectId: null, changedAt: time(day, 6) },
    },
  ]);
  write(goalStream(goalId), time(day, 8), [
    {
      type: 'GoalSet',
      data: {
        goalId,
        userId,
        projectId,
        title: 'Sell 50 pieces',
        description: null,
        status: 'active',
        deadline: addDays(day, 90),
        targetValue: 50,
        currentValue: 0,
        unit: 'pieces',
        businessGoal: null,
        setAt: time(day, 8),
      },
    },
  ]);
  c.goalVersion = 1;
  const plan = c.answers.roadmap;
  const tasks = plannedTasks(plan, day).map((task) => ({ ...task, taskId: random.uuid() }));
  const generatedAt = time(day, 10);
  write(roadmapStream(roadmapId), generatedAt, [
    {
      type: 'RoadmapGenerated',
      data: {
        roadmapId,
        userId,
        goalId,
        projectId,
        title: plan.title,
        description: plan.description,
        estimatedDuration: plan.estimatedDuration,
        totalSteps: plan.totalSteps,
        weeklyMinutes: plan.weeklyMinutes,
        phases: plan.phases,
        taskIds: tasks.map((t) => t.taskId),
        source: plan.source,
        generatedAt,
      },
    },
  ]);
  const target = roadmapTarget({ goalId, projectId });
  write(roadmapAssignmentStream(userId, target), generatedAt, [
    {
      type: 'RoadmapAssigned',
      data: { userId, target, roadmapId, previousRoadmapId: null, assignedAt: generatedAt },
    },
  ]);
  for (const task of tasks) {
    write(taskStream(task.taskId), generatedAt, [
      {
        type: 'TaskCreated',
        data: {
          taskId: task.taskId,
          userId,
          roadmapId,
          projectId,
          title: task.draft.title,
          description: task.draft.description,
          priority: task.draft.priority,
          category: task.draft.category,
          estimatedTime: task.draft.estimatedTime,
          dueDate: task.dueDate,
          phaseIndex: task.phaseIndex,
          stepIndex: task.stepIndex,
          origin: 'roadmap',
          createdAt: generatedAt,
        },
      },
    ]);
    c.roadmapTasks.push({ taskId: task.taskId, version: 1 });
  }
  return writes;
};

const activeDay = (c: Creator, day: string, random: Random): ReadonlyArray<StreamWrite> => {
  const { userId, projectId, roadmapId } = c;
  const writes: StreamWrite[] = [];
  const write = (stream: { id: string; type: string }, at: string, events: MarketMuseEvent[], expected = 0) =>
    writes.push({
      streamId: stream.id,
      streamType: stream.type,
      userId,
      expectedVersion: expected,
      events,
      at,
    });
  const start = random.int(0, 10 * 60);
  const at = (minutes: number) => time(day, start + minutes);

  // The day's tasks: generated in the morning, most of them done by the evening, a few reopened.
  const daily = c.answers.daily;
  const drafts = daily.tasks.slice(0, 3);
  const taskIds = drafts.map(() => random.uuid());
  write(dailyStream(userId, day), at(0), [
    {
      type: 'DailyTasksGenerated',
      data: {
        userId,
        date: day,
        roadmapId,
        phase: daily.phase,
        minutesAvailable: daily.minutesAvailable,
        taskIds,
        source: daily.source,
        generatedAt: at(0),
      },
    },
  ]);
  drafts.forEach((draft, i) => {
    const taskId = taskIds[i]!;
    const change = { taskId, userId, roadmapId: null, projectId };
    const events: MarketMuseEvent[] = [
      {
        type: 'TaskCreated',
        data: {
          ...change,
          title: draft.title,
          description: draft.description,
          priority: draft.priority,
          category: draft.category,
          estimatedTime: draft.estimatedTime,
          dueDate: day,
          phaseIndex: null,
          stepIndex: null,
          origin: 'daily',
          createdAt: at(0),
        },
      },
    ];
    if (random.chance(0.75)) {
      events.push({ type: 'TaskCompleted', data: { ...change, completedAt: at(60 + i * 90) } });
      if (random.chance(0.04))
        events.push({ type: 'TaskReopened', data: { ...change, reopenedAt: at(70 + i * 90) } });
    }
    write(taskStream(taskId), at(0), events);
  });

  // A roadmap task ticked off on about a third of the days.
  const next = c.roadmapTasks[0];
  if (next && random.chance(0.3)) {
    write(
      taskStream(next.taskId),
      at(30),
      [
        {
          type: 'TaskCompleted',
          data: { taskId: next.taskId, userId, roadmapId, projectId, completedAt: at(30) },
        },
      ],
      next.version,
    );
    c.roadmapTasks.shift();
  }

  // Advisor use: a question on about a third of the days, content ideas now and then.
  const advisor: MarketMuseEvent[] = [];
  if (random.chance(0.35)) {
    const { message, result } = random.pick(c.answers.advice);
    advisor.push({
      type: 'AdviceGiven',
      data: {
        resultId: random.uuid(),
        userId,
        message,
        askedAt: at(15),
        result,
        answeredAt: at(15),
        streamed: true,
      },
    });
  }
  if (random.chance(0.06))
    advisor.push({
      type: 'ContentSuggestionsGenerated',
      data: {
        resultId: random.uuid(),
        userId,
        contentType: 'post',
        result: c.answers.suggestions,
        generatedAt: at(20),
      },
    });
  if (advisor.length > 0) {
    write(advisorStream(userId), at(15), advisor, c.advisorVersion);
    c.advisorVersion += advisor.length;
  }

  // Goal progress about once a week.
  if (c.goalId && random.chance(1 / 7)) {
    const previousValue = c.goalValue;
    c.goalValue = Math.min(50, previousValue + random.int(1, 3));
    write(
      goalStream(c.goalId),
      at(200),
      [
        {
          type: 'GoalProgressRecorded',
          data: { goalId: c.goalId, userId, currentValue: c.goalValue, previousValue, recordedAt: at(200) },
        },
      ],
      c.goalVersion,
    );
    c.goalVersion += 1;
  }

  // A post planned for the calendar about twice a week, most of them published on the day.
  if (random.chance(0.25)) {
    const postId = random.uuid();
    const scheduledAt = time(day, 10 * 60);
    const events: MarketMuseEvent[] = [
      {
        type: 'PlannedPostScheduled',
        data: {
          postId,
          userId,
          text: random.pick(c.answers.suggestions.captions),
          platform: random.pick(['instagram', 'facebook', 'linkedin', 'tiktok'] as const),
          scheduledAt,
          source: 'caption',
          scheduledOn: at(40),
        },
      },
    ];
    if (random.chance(0.7))
      events.push({
        type: 'PlannedPostPublished',
        data: { postId, userId, publishedAt: scheduledAt, uri: null, url: null },
      });
    write(plannedPostStream(postId), at(40), events);
  }
  return writes;
};
