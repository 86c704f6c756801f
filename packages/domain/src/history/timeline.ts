// The timeline in plain words: one sentence per thing the creative did, newest first, in pages.
import { platformLabels } from '@market-muse/contracts';
import type { TimelineItem } from '@market-muse/contracts/api';
import { count } from '@market-muse/contracts/plural';
import { namesOf, type Recorded } from './recorded.ts';

const quote = (text: string) => `'${text.length > 80 ? `${text.slice(0, 79)}…` : text}'`;

/** One event in plain words, or null for bookkeeping events a person would not call an action. */
export const describeEvent = (event: Recorded, names: ReadonlyMap<string, string>): string | null => {
  const name = (id: string | null, fallback: string) => quote((id && names.get(id)) || fallback);
  switch (event.type) {
    case 'UserRegistered':
      return 'Joined Market Muse';
    case 'ProfileSaved':
      return event.data.createdAt === event.data.savedAt ? 'Completed the profile' : 'Updated the profile';
    case 'ProjectCreated':
      return `Created the project ${quote(event.data.name)}`;
    case 'ActiveProjectChanged':
      return `Made ${name(event.data.projectId, 'a project')} the active project`;
    case 'GoalSet':
      return `Set the goal ${quote(event.data.title)}`;
    case 'GoalUpdated':
      return `Updated the goal ${quote(event.data.title)}`;
    case 'GoalStatusChanged':
      return event.data.status === 'completed'
        ? `Achieved the goal ${name(event.data.goalId, 'a goal')}`
        : `Marked the goal ${name(event.data.goalId, 'a goal')} ${event.data.status}`;
    case 'GoalProgressRecorded':
      return `Recorded progress on ${name(event.data.goalId, 'a goal')}: ${event.data.currentValue}`;
    case 'RoadmapGenerated':
      return `Generated the roadmap ${quote(event.data.title)} (${count(event.data.taskIds.length, 'task')})`;
    case 'RoadmapSuperseded':
      return `Replaced the roadmap ${name(event.data.roadmapId, 'a roadmap')}`;
    case 'RoadmapAttachedToGoal':
      return `Attached ${name(event.data.roadmapId, 'a roadmap')} to ${name(event.data.goalId, 'a goal')}`;
    case 'TaskCompleted':
      return `Completed ${name(event.data.taskId, 'a task')}`;
    case 'TaskReopened':
      return `Reopened ${name(event.data.taskId, 'a task')}`;
    case 'DailyTasksGenerated':
      return `Generated ${event.data.taskIds.length} daily tasks`;
    case 'ProjectInsightsGenerated':
      return `Generated insights for ${quote(event.data.projectName)}`;
    case 'ContentSuggestionsGenerated':
      return `Got content suggestions for ${event.data.contentType}`;
    case 'AdviceGiven':
      return `Asked the advisor ${quote(event.data.message)}`;
    case 'AdviceStopped':
      return `Stopped the advisor's answer to ${quote(event.data.message)}`;
    case 'StrategyGenerated':
      return `Generated a marketing strategy (${event.data.timeframe})`;
    case 'StrategyActionKept':
      return `${event.data.kept ? 'Ticked' : 'Unticked'} action ${event.data.action + 1} of phase ${event.data.phase + 1} of a strategy`;
    case 'ContentAnalyzed':
      return `Analysed a ${event.data.platform} post (score ${event.data.result.analysis.score})`;
    case 'PlannedPostScheduled':
      return `Planned the ${platformLabels[event.data.platform]} post ${quote(event.data.text)} for ${event.data.scheduledAt.slice(0, 10)}`;
    case 'PlannedPostRescheduled':
      return `Moved the post ${name(event.data.postId, 'a post')} to ${event.data.scheduledAt.slice(0, 10)}`;
    case 'PlannedPostEdited':
      return `Edited the post ${quote(event.data.text)}`;
    case 'PlannedPostPublished':
      return event.data.url
        ? `Published the post ${name(event.data.postId, 'a post')} on Bluesky`
        : `Published the post ${name(event.data.postId, 'a post')}`;
    case 'PlannedPostAutoPublishSet':
      return event.data.enabled
        ? `Set the post ${name(event.data.postId, 'a post')} to publish automatically`
        : `Stopped publishing the post ${name(event.data.postId, 'a post')} automatically`;
    case 'PlannedPostPublishFailed':
      return `Publishing the post ${name(event.data.postId, 'a post')} failed: ${event.data.reason}`;
    case 'PlannedPostUnpublished':
      return `Marked the post ${name(event.data.postId, 'a post')} as not published`;
    case 'PlannedPostDeleted':
      return `Removed the post ${name(event.data.postId, 'a post')} from the calendar`;
    case 'PlannedPostResultsRecorded':
      return event.data.source === 'manual'
        ? `Recorded the numbers of the post ${name(event.data.postId, 'a post')}`
        : null;
    case 'PlannedPostReminded':
    case 'PostReminderMailsChosen':
      return null;
    case 'AccountDeleted':
      return 'Deleted the account';
    case 'EmailReserved':
    case 'PasswordChanged':
    case 'EmailVerified':
    case 'EmailReleased':
    case 'IdentityLinked':
    case 'IdentityUnlinked':
    case 'PasskeyAdded':
    case 'PasskeyRemoved':
    case 'EmailChanged':
    case 'NameChanged':
    case 'ProjectAdded':
    case 'RoadmapAssigned':
    case 'TaskCreated':
    case 'TaskDiscarded':
    case 'PlannedPostPublishing':
      return null;
  }
};

/** A page of the timeline, newest first; the cursor is the global position of the last item shown. */
export const timelinePage = (
  events: ReadonlyArray<Recorded>,
  options: { readonly before?: string | undefined; readonly limit?: number | undefined },
) => {
  const limit = options.limit ?? 20;
  const names = namesOf(events);
  const before = options.before !== undefined ? BigInt(options.before) : null;
  const items: TimelineItem[] = [];
  let nextCursor: string | null = null;
  for (let i = events.length - 1; i >= 0; i--) {
    const event = events[i]!;
    if (before !== null && event.globalPosition >= before) continue;
    const text = describeEvent(event, names);
    if (text === null) continue;
    if (items.length === limit) {
      nextCursor = items[items.length - 1]!.id;
      break;
    }
    items.push({
      id: event.globalPosition.toString(),
      type: event.type,
      at: event.createdAt.toISOString(),
      text,
    });
  }
  return { items, nextCursor };
};
