import {
  dailyActiveCreatorsProjection,
  onboardingFunnelProjection,
  tasksByCategoryProjection,
} from '../analytics/readModels.ts';
import type { Projection } from '../projection.ts';
import { advisorResultsProjection } from './advisorResults.ts';
import { goalsProjection } from './goals.ts';
import { identitiesProjection } from './identities.ts';
import { plannedPostsProjection } from './plannedPosts.ts';
import { profilesProjection } from './profiles.ts';
import { progressProjection } from './progress.ts';
import { projectsProjection } from './projects.ts';
import { roadmapsProjection } from './roadmaps.ts';
import { signupsByDayProjection } from './signupsByDay.ts';
import { tasksProjection } from './tasks.ts';
import { usersProjection } from './users.ts';

/** Every read model, in the order a full replay rebuilds them. */
export const allProjections: ReadonlyArray<Projection> = [
  usersProjection,
  identitiesProjection,
  signupsByDayProjection,
  profilesProjection,
  projectsProjection,
  goalsProjection,
  roadmapsProjection,
  tasksProjection,
  advisorResultsProjection,
  plannedPostsProjection,
  progressProjection,
  dailyActiveCreatorsProjection,
  onboardingFunnelProjection,
  tasksByCategoryProjection,
];

export const projectionByName = (name: string) => allProjections.find((p) => p.name === name);
