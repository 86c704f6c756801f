import { describe, expect, it } from '@effect/vitest';
import { plannedTasks } from '../src/roadmaps/generate.ts';
import {
  GOAL_OF_ANOTHER_PROJECT,
  ROADMAP_ARCHIVED,
  ROADMAP_HAS_GOAL,
  ROADMAP_NOT_FOUND,
  roadmapDecider,
} from '../src/roadmaps/roadmap.ts';
import {
  roadmapAssignmentDecider,
  roadmapAssignmentStream,
  roadmapTarget,
} from '../src/roadmaps/roadmapAssignment.ts';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';
import { plan } from '../src/testing/roadmapPlan.ts';

const at = new Date('2026-11-21T10:00:00Z');
const taskIds = ['t1', 't2', 't3', 't4'];
const generate = {
  type: 'GenerateRoadmap' as const,
  roadmapId: 'r-1',
  userId: 'u-1',
  goalId: 'g-1',
  projectId: 'p-1',
  plan,
  taskIds,
  at,
};
const generated = {
  type: 'RoadmapGenerated' as const,
  data: {
    roadmapId: 'r-1',
    userId: 'u-1',
    goalId: 'g-1',
    projectId: 'p-1',
    title: plan.title,
    description: plan.description,
    estimatedDuration: '90 days',
    totalSteps: 3,
    weeklyMinutes: 180,
    phases: plan.phases,
    taskIds,
    source: 'local' as const,
    generatedAt: at.toISOString(),
  },
};
const supersede = {
  type: 'SupersedeRoadmap' as const,
  roadmapId: 'r-1',
  userId: 'u-1',
  supersededBy: 'r-2',
  at,
};
const superseded = {
  type: 'RoadmapSuperseded' as const,
  data: { roadmapId: 'r-1', userId: 'u-1', supersededBy: 'r-2', supersededAt: at.toISOString() },
};

describe('roadmap decider', () => {
  const spec = DeciderSpecification(roadmapDecider);
  it('generates a roadmap from the plan, counting its steps', () =>
    spec.given([]).when(generate).thenEmits([generated]));
  it('refuses to generate the same roadmap twice', () =>
    spec.given([generated]).when(generate).thenThrows({ code: 'conflict' }));
  it('needs a goal or a project', () =>
    spec
      .given([])
      .when({ ...generate, goalId: null, projectId: null })
      .thenThrows({ code: 'invalid', message: 'A roadmap needs a goal or a project', field: 'goalId' }));
  it('needs at least one step', () =>
    spec
      .given([])
      .when({ ...generate, plan: { ...plan, phases: [] }, taskIds: [] })
      .thenThrows({ code: 'invalid', message: 'A roadmap needs at least one step' }));
  it('needs one id per planned task', () =>
    spec
      .given([])
      .when({ ...generate, taskIds: ['t1'] })
      .thenThrows({ code: 'invalid' }));
  it('is superseded by a newer roadmap', () =>
    spec.given([generated]).when(supersede).thenEmits([superseded]));
  it('is superseded only once', () =>
    spec.given([generated, superseded]).when(supersede).thenNothingHappened());
  it('cannot supersede a missing roadmap', () =>
    spec.given([]).when(supersede).thenThrows({ code: 'not_found', message: ROADMAP_NOT_FOUND }));
  it("treats another user's roadmap as missing", () =>
    spec
      .given([generated])
      .when({ ...supersede, userId: 'u-2' })
      .thenThrows({ code: 'not_found', message: ROADMAP_NOT_FOUND }));
  it('cannot supersede itself', () =>
    spec
      .given([generated])
      .when({ ...supersede, supersededBy: 'r-1' })
      .thenThrows({ code: 'invalid', field: 'supersededBy' }));
});

describe('attaching a roadmap to a goal later', () => {
  const spec = DeciderSpecification(roadmapDecider);
  const goalless = { ...generated, data: { ...generated.data, goalId: null } };
  const attach = {
    type: 'AttachRoadmapToGoal' as const,
    roadmapId: 'r-1',
    userId: 'u-1',
    goalId: 'g-2',
    goalProjectId: 'p-1',
    at,
  };
  const attached = {
    type: 'RoadmapAttachedToGoal' as const,
    data: { roadmapId: 'r-1', userId: 'u-1', goalId: 'g-2', attachedAt: at.toISOString() },
  };
  it('attaches a roadmap made without a goal to a goal of its project', () =>
    spec.given([goalless]).when(attach).thenEmits([attached]));
  it('a goal without a project fits the roadmap too', () =>
    spec
      .given([goalless])
      .when({ ...attach, goalProjectId: null })
      .thenEmits([attached]));
  it('attaching it to the same goal again changes nothing', () =>
    spec.given([goalless, attached]).when(attach).thenNothingHappened());
  it('refuses a goal of another project, naming goalId', () =>
    spec
      .given([goalless])
      .when({ ...attach, goalProjectId: 'p-2' })
      .thenThrows({ code: 'invalid', message: GOAL_OF_ANOTHER_PROJECT, field: 'goalId' }));
  it('does not move a roadmap from the goal it plans for', () =>
    spec.given([generated]).when(attach).thenThrows({ code: 'conflict', message: ROADMAP_HAS_GOAL }));
  it('refuses a replaced roadmap', () =>
    spec
      .given([goalless, superseded])
      .when(attach)
      .thenThrows({ code: 'conflict', message: ROADMAP_ARCHIVED }));
  it("treats another user's roadmap as missing", () =>
    spec
      .given([goalless])
      .when({ ...attach, userId: 'u-2' })
      .thenThrows({ code: 'not_found', message: ROADMAP_NOT_FOUND }));
  it('the attached roadmap plans for the goal: a later attach elsewhere is refused', () =>
    spec
      .given([goalless, attached])
      .when({ ...attach, goalId: 'g-3' })
      .thenThrows({ code: 'conflict', message: ROADMAP_HAS_GOAL }));
});

describe('roadmap assignment decider', () => {
  const spec = DeciderSpecification(roadmapAssignmentDecider);
  const assign = { type: 'AssignRoadmap' as const, userId: 'u-1', target: 'goal-g-1', roadmapId: 'r-2', at };
  const first = {
    type: 'RoadmapAssigned' as const,
    data: {
      userId: 'u-1',
      target: 'goal-g-1',
      roadmapId: 'r-1',
      previousRoadmapId: null,
      assignedAt: at.toISOString(),
    },
  };
  it('assigns the first roadmap of a goal', () =>
    spec
      .given([])
      .when({ ...assign, roadmapId: 'r-1' })
      .thenEmits([first]));
  it('names the roadmap a newer one replaces', () =>
    spec
      .given([first])
      .when(assign)
      .thenEmits([
        { type: 'RoadmapAssigned', data: { ...first.data, roadmapId: 'r-2', previousRoadmapId: 'r-1' } },
      ]));
  it('assigning the current roadmap again changes nothing', () =>
    spec
      .given([first])
      .when({ ...assign, roadmapId: 'r-1' })
      .thenNothingHappened());
  it('keys goals and goal-less projects apart', () => {
    expect(roadmapTarget({ goalId: 'x', projectId: 'p' })).toBe('goal-x');
    expect(roadmapTarget({ goalId: null, projectId: 'p' })).toBe('project-p');
    expect(roadmapAssignmentStream('u', 'goal-x').id).toBe('roadmaptarget-u-goal-x');
  });
});

describe('planned tasks', () => {
  it('shares each phase among its steps and dates tasks at the end of their step', () => {
    const tasks = plannedTasks(plan, '2026-11-21');
    expect(tasks.map((t) => [t.phaseIndex, t.stepIndex, t.draft.title, t.dueDate])).toEqual([
      [0, 0, 'Rewrite your bio', '2026-12-05'],
      [0, 0, 'Add a link page', '2026-12-05'],
      [0, 1, 'Pick three content pillars', '2026-12-20'],
      [1, 0, 'Message two artists', '2027-01-19'],
    ]);
  });
});
