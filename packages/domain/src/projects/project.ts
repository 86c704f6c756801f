import {
  PROJECT_BUDGETS,
  PROJECT_STAGES,
  PROJECT_TIMES,
  PROJECT_TYPES,
  type Project,
  type ProjectBudget,
  type ProjectCreated,
  type ProjectEvent,
  type ProjectStage,
  type ProjectTime,
  type ProjectType,
} from '@market-muse/contracts';
import { type Decider, fail } from '../decider.ts';
import { parseUrl } from '../platform.ts';

export const projectStream = (projectId: string) => ({ id: `project-${projectId}`, type: 'project' });

export const PROJECT_NOT_FOUND = 'Project not found';
export const PROJECT_NAME_REQUIRED = 'Project name is required';
export const PROJECT_TYPE_REQUIRED = 'Project type is required';
export const PROJECT_STAGE_REQUIRED = 'Project stage is required';

/** The fields of the create form (Project), as the request carries them. */
export interface ProjectDraft {
  readonly name: string;
  readonly projectType: string | null;
  readonly projectStage: string | null;
  readonly description?: string | null | undefined;
  readonly targetAudience?: string | null | undefined;
  readonly uniqueSellingPoint?: string | null | undefined;
  readonly availableBudget?: string | null | undefined;
  readonly availableTime?: string | null | undefined;
  readonly biggestChallenges?: ReadonlyArray<string> | null | undefined;
  readonly websiteUrl?: string | null | undefined;
  readonly socialMediaLinks?: ReadonlyArray<string> | null | undefined;
  readonly targetRevenue?: number | null | undefined;
  readonly launchTimeline?: string | null | undefined;
}

export type CreateProject = {
  readonly type: 'CreateProject';
  readonly projectId: string;
  readonly userId: string;
  readonly draft: ProjectDraft;
  readonly at: Date;
};
export type ProjectCommand = CreateProject;

export type ProjectState =
  | { readonly status: 'none' }
  | { readonly status: 'created'; readonly project: ProjectCreated };

const text = (value: string | null | undefined) => value?.trim() || null;
const texts = (values: ReadonlyArray<string> | null | undefined) => [
  ...new Set((values ?? []).map((v) => v.trim()).filter((v) => v !== '')),
];

const required = <V extends string>(
  field: string,
  allowed: readonly V[],
  value: string | null,
  missing: string,
): V => {
  const v = text(value);
  if (v === null) return fail('invalid', `${field}: ${missing}`, field);
  if (!(allowed as readonly string[]).includes(v))
    return fail('invalid', `${field}: must be one of ${allowed.join(', ')}`, field);
  return v as V;
};

const optional = <V extends string>(
  field: string,
  allowed: readonly V[],
  value: string | null | undefined,
) => {
  const v = text(value);
  if (v !== null && !(allowed as readonly string[]).includes(v))
    fail('invalid', `${field}: must be one of ${allowed.join(', ')}`, field);
  return v as V | null;
};

const webAddress = (value: string | null | undefined) => {
  const v = text(value);
  if (v === null) return null;
  const withScheme = /^[a-z][a-z0-9+.-]*:/i.test(v) ? v : `https://${v}`;
  const url = parseUrl(withScheme);
  if (url && (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.includes('.'))
    return withScheme;
  return fail('invalid', 'websiteUrl: must be a web address', 'websiteUrl');
};

/** A creative project: the create rules (name, type and stage required; target revenue a number). */
export const projectDecider: Decider<ProjectCommand, ProjectEvent, ProjectState> = {
  initialState: () => ({ status: 'none' }),
  decide: (command, state) => {
    if (state.status === 'created') return fail('conflict', 'This project already exists');
    const { draft } = command;
    const name = text(draft.name);
    if (name === null) return fail('invalid', `name: ${PROJECT_NAME_REQUIRED}`, 'name');
    if (name.length > 200) return fail('invalid', 'name: at most 200 characters', 'name');
    const projectType: ProjectType = required(
      'projectType',
      PROJECT_TYPES,
      draft.projectType,
      PROJECT_TYPE_REQUIRED,
    );
    const projectStage: ProjectStage = required(
      'projectStage',
      PROJECT_STAGES,
      draft.projectStage,
      PROJECT_STAGE_REQUIRED,
    );
    const targetRevenue = draft.targetRevenue ?? null;
    if (targetRevenue !== null && !Number.isFinite(targetRevenue))
      return fail('invalid', 'targetRevenue: must be a number', 'targetRevenue');
    if (targetRevenue !== null && targetRevenue < 0)
      return fail('invalid', 'targetRevenue: must not be negative', 'targetRevenue');
    return [
      {
        type: 'ProjectCreated',
        data: {
          projectId: command.projectId,
          userId: command.userId,
          name,
          description: text(draft.description),
          projectType,
          targetAudience: text(draft.targetAudience),
          uniqueSellingPoint: text(draft.uniqueSellingPoint),
          projectStage,
          availableBudget: optional<ProjectBudget>('availableBudget', PROJECT_BUDGETS, draft.availableBudget),
          availableTime: optional<ProjectTime>('availableTime', PROJECT_TIMES, draft.availableTime),
          biggestChallenges: texts(draft.biggestChallenges),
          websiteUrl: webAddress(draft.websiteUrl),
          socialMediaLinks: texts(draft.socialMediaLinks),
          targetRevenue,
          launchTimeline: text(draft.launchTimeline),
          createdAt: command.at.toISOString(),
        },
      },
    ];
  },
  evolve: (state, event) =>
    event.type === 'ProjectCreated' ? { status: 'created', project: event.data } : state,
};

/** The project as the API returns it; whether it is active comes from the user's portfolio. */
export const projectView = (project: ProjectCreated, isActive: boolean): Project => {
  const { projectId, userId: _userId, createdAt, ...fields } = project;
  return { id: projectId, ...fields, isActive, createdAt };
};
