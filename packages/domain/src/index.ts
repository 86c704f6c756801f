// @market-muse/domain: the rules of Market Muse, written once for the server and the browser. No I/O of
// its own: use cases run against the EventStore tag, which backend/commands provides over PostgreSQL and
// demo mode over IndexedDB. The iCalendar writer has its own entry (@market-muse/domain/ics), and the
// test helpers theirs (@market-muse/domain/testing).
export * from './advisorResults/advisorResults.ts';
export * from './advisorResults/recentIdeas.ts';
export * from './advisorResults/record.ts';
export * from './calendar/defaultTime.ts';
export * from './calendar/plannedPost.ts';
export * from './calendar/plannedPostCommands.ts';
export * from './commandHandling.ts';
export * from './dashboard/dashboard.ts';
export * from './dates.ts';
export * from './decider.ts';
export * from './eventLog.ts';
export * from './eventStore.ts';
export * from './goals/goal.ts';
export * from './goals/goalCommands.ts';
export * from './history/asOf.ts';
export * from './history/contentPerformance.ts';
export * from './history/exportRows.ts';
export * from './history/overview.ts';
export * from './history/recorded.ts';
export * from './history/timeline.ts';
export * from './ids.ts';
export * from './profile/initialGoals.ts';
export * from './profile/profile.ts';
export * from './profile/profileChanges.ts';
export * from './profile/saveProfile.ts';
export * from './projects/portfolio.ts';
export * from './projects/profileProject.ts';
export * from './projects/project.ts';
export * from './projects/projectCommands.ts';
export * from './projects/scope.ts';
export * from './roadmaps/generate.ts';
export * from './roadmaps/roadmap.ts';
export * from './roadmaps/roadmapAssignment.ts';
export * from './roadmaps/target.ts';
export * from './tasks/addTask.ts';
export * from './tasks/changeTask.ts';
export * from './tasks/communityHabit.ts';
export * from './tasks/daily.ts';
export * from './tasks/generateDaily.ts';
export * from './tasks/task.ts';
export * from './users/deleteAccount.ts';
export * from './users/emailReservation.ts';
export * from './users/register.ts';
export * from './users/user.ts';
