import { describe, expect, it } from '@effect/vitest';
import type { ProjectCreated, ProjectEvent } from '@market-muse/contracts';
import { fold } from '../src/decider.ts';
import { portfolioDecider } from '../src/projects/portfolio.ts';
import { projectDecider, projectView } from '../src/projects/project.ts';
import { DeciderSpecification } from '../src/testing/deciderSpecification.ts';

const at = new Date('2026-11-21T10:00:00Z');
const create = (draft: Record<string, unknown>) => ({
  type: 'CreateProject' as const,
  projectId: 'p-1',
  userId: 'u-1',
  draft: { name: 'Coastal Light', projectType: 'book', projectStage: 'idea', ...draft } as never,
  at,
});
const created: ProjectCreated = {
  projectId: 'p-1',
  userId: 'u-1',
  name: 'Coastal Light',
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
  createdAt: at.toISOString(),
};

describe('project decider', () => {
  const spec = DeciderSpecification(projectDecider);
  it('creates a project with the form fields, trimmed, blanks as null', () =>
    spec
      .given([])
      .when(
        create({
          name: '  Coastal Light ',
          description: 'A photo book',
          targetAudience: ' ',
          availableBudget: '100_500',
          availableTime: '',
          biggestChallenges: ['time', ' ', 'time'],
          websiteUrl: 'coastal.example.com',
          socialMediaLinks: ['https://instagram.com/coastal'],
          targetRevenue: 5000,
          launchTimeline: 'Spring 2027',
        }),
      )
      .thenEmits([
        {
          type: 'ProjectCreated',
          data: {
            ...created,
            description: 'A photo book',
            availableBudget: '100_500',
            biggestChallenges: ['time'],
            websiteUrl: 'https://coastal.example.com',
            socialMediaLinks: ['https://instagram.com/coastal'],
            targetRevenue: 5000,
            launchTimeline: 'Spring 2027',
          },
        },
      ]));
  it.each([
    [{ name: '   ' }, 'name', 'name: Project name is required'],
    [{ projectType: null }, 'projectType', 'projectType: Project type is required'],
    [{ projectType: '' }, 'projectType', 'projectType: Project type is required'],
    [{ projectType: 'spaceship' }, 'projectType', /^projectType: must be one of book, course/],
    [{ projectStage: null }, 'projectStage', 'projectStage: Project stage is required'],
    [{ projectStage: 'launched' }, 'projectStage', /^projectStage: must be one of idea/],
    [{ targetRevenue: Number.NaN }, 'targetRevenue', 'targetRevenue: must be a number'],
    [{ targetRevenue: -5 }, 'targetRevenue', 'targetRevenue: must not be negative'],
    [{ availableBudget: 'minimal' }, 'availableBudget', /^availableBudget: must be one of/],
    [{ availableTime: 'moderate' }, 'availableTime', /^availableTime: must be one of/],
    [{ websiteUrl: 'not a url' }, 'websiteUrl', 'websiteUrl: must be a web address'],
    [{ name: 'x'.repeat(201) }, 'name', 'name: at most 200 characters'],
  ])('refuses %j', (draft, field, message) =>
    spec.given([]).when(create(draft)).thenThrows({ code: 'invalid', field, message }),
  );
  it('refuses to create the same project twice', () =>
    spec
      .given([{ type: 'ProjectCreated', data: created }])
      .when(create({}))
      .thenThrows({ code: 'conflict' }));
  it('shows the project with its active flag from the portfolio', () => {
    const state = fold(projectDecider, [{ type: 'ProjectCreated', data: created }]);
    expect(state.status === 'created' && projectView(state.project, true)).toMatchObject({
      id: 'p-1',
      name: 'Coastal Light',
      isActive: true,
      createdAt: at.toISOString(),
    });
  });
});

describe('portfolio decider (one active project per user)', () => {
  const spec = DeciderSpecification(portfolioDecider);
  const added = (projectId: string): ProjectEvent => ({
    type: 'ProjectAdded',
    data: { userId: 'u-1', projectId, addedAt: at.toISOString() },
  });
  const activeChanged = (projectId: string, previousProjectId: string | null): ProjectEvent => ({
    type: 'ActiveProjectChanged',
    data: { userId: 'u-1', projectId, previousProjectId, changedAt: at.toISOString() },
  });
  const add = (projectId: string) => ({ type: 'AddProject' as const, userId: 'u-1', projectId, at });
  const activate = (projectId: string) => ({
    type: 'ActivateProject' as const,
    userId: 'u-1',
    projectId,
    at,
  });

  it("activates the user's first project when it is added", () =>
    spec
      .given([])
      .when(add('p-1'))
      .thenEmits([added('p-1'), activeChanged('p-1', null)]));
  it('adds later projects inactive while another is active', () =>
    spec
      .given([added('p-1'), activeChanged('p-1', null)])
      .when(add('p-2'))
      .thenEmits([added('p-2')]));
  it('adds a project once', () =>
    spec
      .given([added('p-1')])
      .when(add('p-1'))
      .thenNothingHappened());
  it('activation deactivates the previous project in the same event', () =>
    spec
      .given([added('p-1'), activeChanged('p-1', null), added('p-2')])
      .when(activate('p-2'))
      .thenEmits([activeChanged('p-2', 'p-1')]));
  it('activating the active project changes nothing', () =>
    spec
      .given([added('p-1'), activeChanged('p-1', null)])
      .when(activate('p-1'))
      .thenNothingHappened());
  it('a project outside the portfolio (missing or another user’s) is not found', () =>
    spec
      .given([added('p-1')])
      .when(activate('p-9'))
      .thenThrows({ code: 'not_found', message: 'Project not found' }));
});
