import type { Goal, Roadmap } from '@market-muse/contracts';
import type { Dashboard } from '@market-muse/contracts/api';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
  Progress,
} from '@market-muse/ui';
import { Clock, ListChecks, Map as MapIcon, Target, TrendingUp } from 'lucide-react';
import { targetText } from '../lib/format.ts';

/** "Marketing Roadmap": the active goal's progress (percent, 'X of Y tasks completed', target). */
export function GoalProgressCard({ goal, progress }: { goal: Goal; progress: Dashboard['roadmapProgress'] }) {
  const percent = progress?.percent ?? 0;
  const target = targetText(goal.targetValue, goal.unit);
  return (
    <Card>
      <CardHeader>
        <CardDescription className="projects:flex projects:items-center projects:gap-2">
          <TrendingUp aria-hidden="true" className="projects:size-4" />
          Active goal
        </CardDescription>
        <CardTitle asHeading="h2" className="projects:break-words projects:text-xl">
          {goal.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="projects:flex projects:flex-col projects:gap-3">
        <div className="projects:flex projects:items-end projects:justify-between projects:gap-2">
          <p className="projects:font-bold projects:text-3xl">{percent}%</p>
          <p className="projects:text-muted-foreground projects:text-sm">complete</p>
        </div>
        <Progress value={percent} aria-label="Roadmap progress" />
        <div className="projects:flex projects:flex-wrap projects:justify-between projects:gap-2 projects:text-sm">
          <span>
            {progress?.completedTasks ?? 0} of {progress?.totalTasks ?? 0} tasks completed
          </span>
          {target ? (
            <span className="projects:inline-flex projects:items-center projects:gap-1 projects:text-muted-foreground">
              <Target aria-hidden="true" className="projects:size-4" />
              {target}
            </span>
          ) : null}
        </div>
      </CardContent>
    </Card>
  );
}

/** The active roadmap: title, description, estimated duration, total steps. */
export function ActiveRoadmapCard({ roadmap }: { roadmap: Roadmap }) {
  return (
    <Card>
      <CardHeader>
        <CardDescription className="projects:flex projects:items-center projects:gap-2">
          <MapIcon aria-hidden="true" className="projects:size-4" />
          Active roadmap
        </CardDescription>
        <CardTitle asHeading="h2" className="projects:break-words projects:text-xl">
          {roadmap.title}
        </CardTitle>
      </CardHeader>
      <CardContent className="projects:flex projects:flex-col projects:gap-3">
        <p className="projects:text-muted-foreground">{roadmap.description}</p>
        <div className="projects:flex projects:flex-wrap projects:gap-2">
          <Badge variant="secondary" className="projects:gap-1">
            <Clock aria-hidden="true" />
            {roadmap.estimatedDuration}
          </Badge>
          <Badge variant="secondary" className="projects:gap-1">
            <ListChecks aria-hidden="true" />
            {roadmap.totalSteps} steps
          </Badge>
        </div>
      </CardContent>
    </Card>
  );
}

/** No active roadmap: generate one for the active goal, or set the first goal. */
export function NoRoadmapCard({
  activeGoal,
  generating,
  onGenerate,
  onCreateGoal,
}: {
  activeGoal: Goal | undefined;
  generating: boolean;
  onGenerate: () => void;
  onCreateGoal: () => void;
}) {
  return activeGoal ? (
    <EmptyState
      icon={<MapIcon />}
      headingLevel={2}
      title="Your roadmap is one click away"
      text={`A 90-day plan toward "${activeGoal.title}", broken into phases, steps and daily tasks.`}
      action={
        <Button size="lg" pending={generating} onClick={onGenerate}>
          {generating ? 'Generating...' : 'Generate My Roadmap'}
        </Button>
      }
    />
  ) : (
    <EmptyState
      icon={<Target />}
      headingLevel={2}
      title="Start with a goal"
      text="Your roadmap is built around a goal. Set one, such as 500 followers or 20 sales, to get your plan."
      action={
        <Button size="lg" onClick={onCreateGoal}>
          Create First Goal
        </Button>
      }
    />
  );
}
