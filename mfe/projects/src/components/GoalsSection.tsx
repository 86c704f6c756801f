import type { Goal } from '@market-muse/contracts';
import {
  Button,
  Card,
  CardAction,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  EmptyState,
} from '@market-muse/ui';
import { Plus, Target } from 'lucide-react';
import { useState } from 'react';
import { GoalDialog } from '../forms/GoalDialog.tsx';
import { GoalProgressDialog } from '../forms/GoalProgressDialog.tsx';
import { GoalItem } from './GoalItem.tsx';

interface GoalsSectionProps {
  readonly title: string;
  readonly description?: string;
  readonly goals: readonly Goal[];
  /** New goals belong to this project when given. */
  readonly projectId?: string | null;
  /** The empty state's button ('Set Goals' on a project). */
  readonly emptyAction: string;
}

/** A card listing goals with their actions, and the dialogs to set, edit and record progress. */
export function GoalsSection({ title, description, goals, projectId, emptyAction }: GoalsSectionProps) {
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<Goal | null>(null);
  const [recording, setRecording] = useState<Goal | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2" className="projects:flex projects:items-center projects:gap-2">
          <Target aria-hidden="true" className="projects:size-5 projects:text-primary" />
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
        {goals.length > 0 ? (
          <CardAction>
            <Button size="sm" variant="outline" onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New Goal
            </Button>
          </CardAction>
        ) : null}
      </CardHeader>
      <CardContent>
        {goals.length === 0 ? (
          <EmptyState
            icon={<Target />}
            title="No goals yet"
            text="Set a measurable goal, such as 500 followers or 20 sales, and your roadmap will aim at it."
            action={<Button onClick={() => setCreating(true)}>{emptyAction}</Button>}
          />
        ) : (
          <ul className="projects:flex projects:flex-col projects:gap-3" aria-label={title}>
            {goals.map((goal) => (
              <GoalItem key={goal.id} goal={goal} onEdit={setEditing} onRecordProgress={setRecording} />
            ))}
          </ul>
        )}
      </CardContent>
      <GoalDialog open={creating} onOpenChange={setCreating} projectId={projectId} />
      <GoalDialog open={editing !== null} onOpenChange={(open) => !open && setEditing(null)} goal={editing} />
      <GoalProgressDialog goal={recording} onOpenChange={(open) => !open && setRecording(null)} />
    </Card>
  );
}
