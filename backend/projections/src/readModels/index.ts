import type { Projection } from '../projection.ts';
import { goalsProjection } from './goals.ts';
import { profilesProjection } from './profiles.ts';
import { projectsProjection } from './projects.ts';
import { signupsByDayProjection } from './signupsByDay.ts';
import { usersProjection } from './users.ts';

/** Every read model, in the order a full replay rebuilds them. */
export const allProjections: ReadonlyArray<Projection> = [
  usersProjection,
  signupsByDayProjection,
  profilesProjection,
  projectsProjection,
  goalsProjection,
];

export const projectionByName = (name: string) => allProjections.find((p) => p.name === name);
