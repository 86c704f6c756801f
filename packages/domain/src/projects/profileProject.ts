import type {
  CreativeType,
  ProfileFields,
  ProfileStage,
  ProjectCreated,
  ProjectStage,
  ProjectType,
} from '@market-muse/contracts';
import { Effect } from 'effect';
import { handle, readState } from '../commandHandling.ts';
import type { CommandContext } from '../eventStore.ts';
import { sha256Uuid } from '../ids.ts';
import { profileDecider, profileStream } from '../profile/profile.ts';
import { portfolioDecider, portfolioStream } from './portfolio.ts';
import { type ProjectDraft, projectDecider, projectStream } from './project.ts';

// The profile's current project (onboarding's 'Current Project' step, /project-setup) and the user's
// active project are one thing: saving a project name in the profile makes that project the active one,
// creating it when the user has none by that name; activating a project makes it the profile's current
// project. The rules below keep the two in step, in the same unit of work as the change that moved one.

const nameKey = (name: string) => name.trim().toLowerCase();

/** The id of the project a profile's project name creates: the same for the same user and name, everywhere. */
export const profileProjectId = (userId: string, name: string) =>
  sha256Uuid(`profile-project:${userId}:${nameKey(name)}`);

const STAGE_OF_PROFILE: Record<ProfileStage, ProjectStage> = {
  idea: 'idea',
  development: 'development',
  launched: 'launch',
  scaling: 'growth',
};

const STAGE_OF_PROJECT: Record<ProjectStage, ProfileStage> = {
  idea: 'idea',
  development: 'development',
  launch: 'launched',
  growth: 'scaling',
  mature: 'scaling',
};

const TYPE_OF_CREATIVE: Partial<Record<CreativeType, ProjectType>> = {
  visual_art: 'art_collection',
  photography: 'art_collection',
  digital_art: 'art_collection',
  music: 'music_album',
  writing: 'book',
  graphic_design: 'service',
  crafts: 'product',
  jewelry: 'product',
  pottery: 'product',
  fashion: 'product',
  performance: 'event',
  invention: 'product',
};

/** The project a profile describes: its name, description, audience and stage; its type from the creative type. */
export const projectDraftOfProfile = (profile: ProfileFields, name: string): ProjectDraft => ({
  name,
  projectType: TYPE_OF_CREATIVE[profile.creativeTypes[0] ?? 'other'] ?? 'other',
  projectStage: profile.projectStage ? STAGE_OF_PROFILE[profile.projectStage] : 'idea',
  description: profile.projectDescription,
  targetAudience: profile.targetAudience,
});

const portfolioProjects = (userId: string) =>
  Effect.gen(function* () {
    const { state } = yield* readState(portfolioDecider, portfolioStream(userId).id);
    const projects: ProjectCreated[] = [];
    for (const projectId of state.projectIds) {
      const read = yield* readState(projectDecider, projectStream(projectId).id);
      if (read.state.status === 'created') projects.push(read.state.project);
    }
    return { portfolio: state, projects };
  });

/**
 * Makes the profile's current project the user's active project: the user's project of that name (any
 * case), else a new one from the profile (its id named by user and name, so running this again, or on a
 * replayed history, creates nothing twice). Runs inside the caller's unit of work; also the migration
 * command for profiles saved before the two were one.
 */
export const attachProfileProject = (userId: string, profile: ProfileFields, context: CommandContext) =>
  Effect.gen(function* () {
    const name = profile.currentProjectName?.trim();
    if (!name) return null;
    const { projects } = yield* portfolioProjects(userId);
    const existing = projects.find((p) => nameKey(p.name) === nameKey(name));
    const projectId = existing?.projectId ?? profileProjectId(userId, name);
    const at = context.now;
    if (!existing) {
      yield* handle(
        projectDecider,
        projectStream(projectId),
        { type: 'CreateProject', projectId, userId, draft: projectDraftOfProfile(profile, name), at },
        context,
      );
      yield* handle(
        portfolioDecider,
        portfolioStream(userId),
        { type: 'AddProject', userId, projectId, at },
        context,
      );
    }
    yield* handle(
      portfolioDecider,
      portfolioStream(userId),
      { type: 'ActivateProject', userId, projectId, at },
      context,
    );
    return projectId;
  });

/**
 * Makes an activated project the profile's current project (name, description, audience, stage). A user
 * without a profile gets none from this: onboarding still starts with the creative background.
 */
export const profileFollowsProject = (userId: string, projectId: string, context: CommandContext) =>
  Effect.gen(function* () {
    const { state: project } = yield* readState(projectDecider, projectStream(projectId).id);
    const { state: profile } = yield* readState(profileDecider, profileStream(userId).id);
    if (project.status !== 'created' || profile.status !== 'saved') return;
    const current = profile.profile.currentProjectName;
    if (current !== null && nameKey(current) === nameKey(project.project.name)) return;
    yield* handle(
      profileDecider,
      profileStream(userId),
      {
        type: 'SaveProfile',
        userId,
        changes: {
          currentProjectName: project.project.name,
          projectStage: STAGE_OF_PROJECT[project.project.projectStage],
          // A project without a description or audience leaves the profile's own.
          ...(project.project.description === null
            ? {}
            : { projectDescription: project.project.description }),
          ...(project.project.targetAudience === null
            ? {}
            : { targetAudience: project.project.targetAudience }),
        },
        at: context.now,
      },
      context,
    );
  });
