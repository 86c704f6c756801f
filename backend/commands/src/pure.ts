// The browser-safe part of the write side: the pure deciders and their rules, with no event store, no
// database and no Node built-ins. Demo mode (packages/client/src/local) decides with these in the
// browser, so its rules are the server's rules. Everything here is also exported from the main entry.
export * from './advisorResults/advisorResults.ts';
export * from './calendar/defaultTime.ts';
export * from './calendar/plannedPost.ts';
export * from './decider.ts';
export * from './goals/goal.ts';
export * from './profile/initialGoalDetails.ts';
export * from './profile/profile.ts';
export * from './projects/portfolio.ts';
export * from './projects/project.ts';
export * from './roadmaps/plan.ts';
export * from './roadmaps/roadmap.ts';
export * from './roadmaps/roadmapAssignment.ts';
export * from './tasks/daily.ts';
export * from './tasks/task.ts';
