import { describe, expect, it } from '@effect/vitest';
import type { TaskDraft } from '@market-muse/contracts';
import { dailyDecider, dailyStream } from '../src/tasks/daily.ts';
import { TASK_NOT_FOUND, taskDecider } from '../src/tasks/task.ts';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';

const at = new Date('2026-11-21T10:00:00Z');
const newTask = {
  taskId: 't-1',
  userId: 'u-1',
  roadmapId: 'r-1',
  projectId: 'p-1',
  title: 'Rewrite your bio',
  description: 'Say who you make for.',
  priority: 'high' as const,
  category: 'content' as const,
  estimatedTime: 30,
  dueDate: '2026-11-28',
  phaseIndex: 0,
  stepIndex: 0,
  origin: 'roadmap' as const,
};
const created = { type: 'TaskCreated' as const, data: { ...newTask, createdAt: at.toISOString() } };
const change = { taskId: 't-1', userId: 'u-1', roadmapId: 'r-1', projectId: 'p-1' };
const completed = { type: 'TaskCompleted' as const, data: { ...change, completedAt: at.toISOString() } };
const reopened = { type: 'TaskReopened' as const, data: { ...change, reopenedAt: at.toISOString() } };
const discarded = {
  type: 'TaskDiscarded' as const,
  data: { ...change, reason: 'roadmap_superseded' as const, discardedAt: at.toISOString() },
};
const complete = { type: 'CompleteTask' as const, taskId: 't-1', userId: 'u-1', at };
const reopen = { type: 'ReopenTask' as const, taskId: 't-1', userId: 'u-1', at };
const discard = { type: 'DiscardTask' as const, taskId: 't-1', userId: 'u-1', at };

describe('task decider', () => {
  const spec = DeciderSpecification(taskDecider);
  const create = { type: 'CreateTask' as const, task: newTask, at };
  it('creates a pending task', () => spec.given([]).when(create).thenEmits([created]));
  it('trims the title', () =>
    spec
      .given([])
      .when({ ...create, task: { ...newTask, title: '  Rewrite your bio ' } })
      .thenEmits([created]));
  it('refuses to create a task twice', () =>
    spec.given([created]).when(create).thenThrows({ code: 'conflict' }));
  it('needs a title', () =>
    spec
      .given([])
      .when({ ...create, task: { ...newTask, title: '  ' } })
      .thenThrows({ code: 'invalid', message: 'title: Task title is required', field: 'title' }));
  it('needs a positive whole number of minutes', () => {
    spec
      .given([])
      .when({ ...create, task: { ...newTask, estimatedTime: 0 } })
      .thenThrows({ code: 'invalid', field: 'estimatedTime' });
    spec
      .given([])
      .when({ ...create, task: { ...newTask, estimatedTime: 2.5 } })
      .thenThrows({ code: 'invalid', field: 'estimatedTime' });
  });
  it('needs a calendar due date', () =>
    spec
      .given([])
      .when({ ...create, task: { ...newTask, dueDate: 'tomorrow' } })
      .thenThrows({ code: 'invalid', field: 'dueDate' }));
  it('completes a pending task', () => spec.given([created]).when(complete).thenEmits([completed]));
  it('completing a completed task changes nothing', () =>
    spec.given([created, completed]).when(complete).thenNothingHappened());
  it('reopens a completed task', () => spec.given([created, completed]).when(reopen).thenEmits([reopened]));
  it('reopening a pending task changes nothing', () =>
    spec.given([created]).when(reopen).thenNothingHappened());
  it('completes a reopened task again', () =>
    spec.given([created, completed, reopened]).when(complete).thenEmits([completed]));
  it('a missing task is not found', () => {
    spec.given([]).when(complete).thenThrows({ code: 'not_found', message: TASK_NOT_FOUND });
    spec.given([]).when(reopen).thenThrows({ code: 'not_found', message: TASK_NOT_FOUND });
    spec.given([]).when(discard).thenThrows({ code: 'not_found', message: TASK_NOT_FOUND });
  });
  it("another user's task is not found", () => {
    spec
      .given([created])
      .when({ ...complete, userId: 'u-2' })
      .thenThrows({ code: 'not_found', message: TASK_NOT_FOUND });
    spec
      .given([created, completed])
      .when({ ...reopen, userId: 'u-2' })
      .thenThrows({ code: 'not_found', message: TASK_NOT_FOUND });
  });
  it('discards an open task', () => spec.given([created]).when(discard).thenEmits([discarded]));
  it('keeps a completed task when discarding', () =>
    spec.given([created, completed]).when(discard).thenNothingHappened());
  it('a discarded task is gone', () =>
    spec
      .given([created, discarded])
      .when(complete)
      .thenThrows({ code: 'not_found', message: TASK_NOT_FOUND }));
});

const draft = (
  title: string,
  estimatedTime: number,
  priority: TaskDraft['priority'] = 'medium',
): TaskDraft => ({
  title,
  description: `${title}.`,
  category: 'engagement',
  priority,
  estimatedTime,
});

describe('daily tasks decider', () => {
  const spec = DeciderSpecification(dailyDecider);
  const generate = {
    type: 'GenerateDailyTasks' as const,
    userId: 'u-1',
    date: '2026-11-21',
    roadmapId: 'r-1',
    phase: 'Foundation',
    minutesAvailable: 60,
    source: 'local' as const,
    drafts: [
      { taskId: 'a', draft: draft('Reply to comments', 15) },
      { taskId: 'b', draft: draft('Rewrite your bio', 20) },
      { taskId: 'c', draft: draft('Post a process video', 30) },
      { taskId: 'd', draft: draft('reply to comments ', 10) },
      { taskId: 'e', draft: draft('Email a gallery', 20) },
    ],
    openTaskTitles: ['Rewrite Your Bio'],
    at,
  };
  const generated = {
    type: 'DailyTasksGenerated' as const,
    data: {
      userId: 'u-1',
      date: '2026-11-21',
      roadmapId: 'r-1',
      phase: 'Foundation',
      minutesAvailable: 60,
      taskIds: ['a', 'c'],
      source: 'local' as const,
      generatedAt: at.toISOString(),
    },
  };
  it('keeps new tasks that fit the day, never an open task or a title twice', () =>
    spec.given([]).when(generate).thenEmits([generated]));
  it('a second generation on the same day changes nothing', () =>
    spec
      .given([generated])
      .when({ ...generate, drafts: [{ taskId: 'z', draft: draft('Other', 5) }] })
      .thenNothingHappened());
  it('needs a calendar date', () =>
    spec
      .given([])
      .when({ ...generate, date: '21/11/2026' })
      .thenThrows({ code: 'invalid', field: 'date' }));
  it('needs some available time', () =>
    spec
      .given([])
      .when({ ...generate, minutesAvailable: 0 })
      .thenThrows({ code: 'invalid', field: 'minutesAvailable' }));
  it('keys the stream by user and day', () =>
    expect(dailyStream('u-1', '2026-11-21').id).toBe('daily-u-1-2026-11-21'));
});
