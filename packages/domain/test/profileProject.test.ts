// The profile's current project and the active project are one: the use cases on the in-memory store.
import { describe, expect, it } from '@effect/vitest';
import { Effect } from 'effect';
import { handle, readState } from '../src/commandHandling.ts';
import { commandContext, EventStore } from '../src/eventStore.ts';
import { profileDecider, profileStream } from '../src/profile/profile.ts';
import { attachSavedProfileProject, saveProfile } from '../src/profile/saveProfile.ts';
import { portfolioDecider, portfolioStream } from '../src/projects/portfolio.ts';
import { profileProjectId } from '../src/projects/profileProject.ts';
import { projectDecider, projectStream } from '../src/projects/project.ts';
import { activateProject, createProject } from '../src/projects/projectCommands.ts';
import { InMemoryEventStore } from '../src/testing/inMemoryEventStore.ts';

const at = new Date('2026-11-21T10:00:00Z');
const userId = '3f0c2a4e-1111-4222-8333-444455556666';
const context = commandContext(userId, at);

const portfolio = readState(portfolioDecider, portfolioStream(userId).id).pipe(Effect.map((r) => r.state));
const profile = readState(profileDecider, profileStream(userId).id).pipe(
  Effect.map((r) => (r.state.status === 'saved' ? r.state.profile : null)),
);
const projectName = (projectId: string | null) =>
  readState(projectDecider, projectStream(projectId ?? 'none').id).pipe(
    Effect.map((r) => (r.state.status === 'created' ? r.state.project.name : null)),
  );

describe("the profile's current project is the active project", () => {
  it.effect('saving a project name creates that project and makes it active', () =>
    Effect.gen(function* () {
      yield* saveProfile(
        userId,
        {
          creativeTypes: ['photography'],
          currentProjectName: 'Coastal Light prints',
          projectDescription: 'Prints of the coast',
          projectStage: 'launched',
          targetAudience: 'collectors',
        },
        context,
      );
      const { activeProjectId, projectIds } = yield* portfolio;
      expect(activeProjectId).toBe(profileProjectId(userId, 'Coastal Light prints'));
      expect(projectIds).toEqual([activeProjectId]);
      const { state } = yield* readState(projectDecider, projectStream(activeProjectId!).id);
      expect(state.status === 'created' && state.project).toMatchObject({
        name: 'Coastal Light prints',
        description: 'Prints of the coast',
        targetAudience: 'collectors',
        projectStage: 'launch',
        projectType: 'art_collection',
      });
    }).pipe(Effect.provide(InMemoryEventStore)),
  );

  it.effect(
    'a new name while another project is active switches to it; a known name re-activates that one',
    () =>
      Effect.gen(function* () {
        const { projectId: sunset } = yield* createProject(
          userId,
          { name: 'Sunset Prints', projectType: 'art_collection', projectStage: 'idea' },
          context,
        );
        yield* saveProfile(userId, { creativeTypes: ['photography'] }, context);
        yield* saveProfile(userId, { currentProjectName: 'Coastal Light prints' }, context);
        expect(yield* projectName((yield* portfolio).activeProjectId)).toBe('Coastal Light prints');
        yield* saveProfile(userId, { currentProjectName: 'sunset prints' }, context);
        expect((yield* portfolio).activeProjectId).toBe(sunset);
        expect((yield* portfolio).projectIds).toHaveLength(2);
      }).pipe(Effect.provide(InMemoryEventStore)),
  );

  it.effect("activating a project makes it the profile's current project", () =>
    Effect.gen(function* () {
      yield* saveProfile(userId, { creativeTypes: ['music'], currentProjectName: 'First album' }, context);
      const { projectId } = yield* createProject(
        userId,
        {
          name: 'Merch line',
          projectType: 'product',
          projectStage: 'growth',
          description: 'Shirts and totes',
          targetAudience: 'fans',
        },
        context,
      );
      // Created while another is active: the profile keeps its project until this one is activated.
      expect((yield* profile)?.currentProjectName).toBe('First album');
      yield* activateProject(userId, projectId, context);
      expect(yield* profile).toMatchObject({
        currentProjectName: 'Merch line',
        projectDescription: 'Shirts and totes',
        targetAudience: 'fans',
        projectStage: 'scaling',
      });
      // Saving an unrelated profile field does not take the active project back.
      yield* saveProfile(userId, { experienceLevel: 'advanced' }, context);
      expect((yield* portfolio).activeProjectId).toBe(projectId);
    }).pipe(Effect.provide(InMemoryEventStore)),
  );

  it.effect('the migration attaches an old profile to a project once, with the same id on every run', () =>
    Effect.gen(function* () {
      const store = yield* EventStore;
      // An old history: the profile was saved with a project name when saving created no project.
      yield* handle(
        profileDecider,
        profileStream(userId),
        {
          type: 'SaveProfile',
          userId,
          changes: { creativeTypes: ['writing'], currentProjectName: 'Night Letters' },
          at,
        },
        context,
      );
      expect((yield* portfolio).projectIds).toEqual([]);
      const first = yield* attachSavedProfileProject(userId, context);
      const again = yield* attachSavedProfileProject(userId, context);
      expect(first).toBe(profileProjectId(userId, 'Night Letters'));
      expect(again).toBe(first);
      expect(first).toBe('c9867b79-be5d-8406-844c-09c727ce5203');
      expect((yield* portfolio).activeProjectId).toBe(first);
      const created = yield* store.readStream(`project-${first}`);
      expect(created.map((e) => e.type)).toEqual(['ProjectCreated']);
      expect(yield* projectName(first)).toBe('Night Letters');
    }).pipe(Effect.provide(InMemoryEventStore)),
  );

  it.effect('the migration gives an old profile the active project it disagreed with', () =>
    Effect.gen(function* () {
      const { projectId } = yield* createProject(
        userId,
        { name: 'Sunset Prints', projectType: 'art_collection', projectStage: 'idea' },
        context,
      );
      // Old history: the project setup saved another name without touching the projects.
      yield* handle(
        profileDecider,
        profileStream(userId),
        {
          type: 'SaveProfile',
          userId,
          changes: { creativeTypes: ['photography'], currentProjectName: 'Coastal' },
          at,
        },
        context,
      );
      expect(yield* attachSavedProfileProject(userId, context)).toBe(projectId);
      expect((yield* profile)?.currentProjectName).toBe('Sunset Prints');
      expect((yield* portfolio).projectIds).toEqual([projectId]);
    }).pipe(Effect.provide(InMemoryEventStore)),
  );
});
