import { useAttachRoadmapGoal } from '@market-muse/client';
import type { Goal, Roadmap } from '@market-muse/contracts';
import {
  Button,
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
  toast,
  toastError,
} from '@market-muse/ui';
import { Link2 } from 'lucide-react';
import { useId, useState } from 'react';

/**
 * A roadmap made without a goal (the guided path from the insights) can plan for one of the project's
 * active goals later; the goal's progress then counts its tasks. Shown only while there is a choice.
 */
export function AttachRoadmapToGoal({ roadmap, goals }: { roadmap: Roadmap; goals: ReadonlyArray<Goal> }) {
  const attach = useAttachRoadmapGoal();
  const labelId = useId();
  const choices = goals.filter((goal) => goal.status === 'active');
  const [goalId, setGoalId] = useState<string>('');
  if (roadmap.goalId !== null || choices.length === 0) return null;
  const chosen = choices.find((goal) => goal.id === goalId) ?? choices[0]!;
  return (
    <div className="projects:flex projects:flex-wrap projects:items-center projects:gap-2">
      <span id={labelId} className="projects:text-muted-foreground projects:text-sm">
        Goal for this roadmap
      </span>
      <Select value={chosen.id} onValueChange={setGoalId} disabled={attach.isPending}>
        <SelectTrigger aria-labelledby={labelId} className="projects:w-56 projects:max-w-full">
          <SelectValue />
        </SelectTrigger>
        <SelectContent>
          {choices.map((goal) => (
            <SelectItem key={goal.id} value={goal.id}>
              {goal.title}
            </SelectItem>
          ))}
        </SelectContent>
      </Select>
      <Button
        variant="outline"
        size="sm"
        pending={attach.isPending}
        onClick={() =>
          attach.mutate(
            { roadmapId: roadmap.id, goalId: chosen.id },
            {
              onSuccess: () => toast({ title: 'Roadmap attached', description: chosen.title }),
              onError: (error) =>
                toastError('Error', error, 'Failed to attach the roadmap. Please try again.'),
            },
          )
        }
      >
        {attach.isPending ? null : <Link2 aria-hidden="true" />}
        Attach to Goal
      </Button>
    </div>
  );
}
