import { useCreateTask, useKeepStrategyAction, useTasks } from '@market-muse/client';
import type { SavedStrategy } from '@market-muse/contracts';
import { Badge, Button, toast, toastError } from '@market-muse/ui';
import { Flag, ListPlus, ListTodo, Target } from 'lucide-react';
import { useState } from 'react';
import { SourceNote } from '../shared.tsx';

/** The longest task title the task list takes: a longer action is cut at a word and kept whole in the description. */
const TASK_TITLE_MAX = 200;

const taskTitleOf = (action: string) => {
  if (action.length <= TASK_TITLE_MAX) return action;
  const cut = action.slice(0, TASK_TITLE_MAX - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
};

/**
 * A kept strategy: phases whose actions can be ticked (kept, recorded) or added to the task list, milestones
 * and estimated results. The strategy tab and the content library show the same plan.
 */
export function StrategyPlan({ strategy, idPrefix }: { strategy: SavedStrategy; idPrefix: string }) {
  const keep = useKeepStrategyAction();
  const createTask = useCreateTask();
  const tasks = useTasks();
  // The ticks as last answered by the server; a tick shows at once and is rolled back if it fails.
  const [kept, setKept] = useState(
    () => new Set(strategy.keptActions.map(({ phase, action }) => `${phase}.${action}`)),
  );
  const [adding, setAdding] = useState<string | null>(null);
  const openTitles = new Set(
    (tasks.data ?? []).filter((task) => task.status === 'pending').map((task) => task.title),
  );

  const tick = (phase: number, action: number, value: boolean) => {
    const key = `${phase}.${action}`;
    const apply = (on: boolean) =>
      setKept((prev) => {
        const next = new Set(prev);
        if (on) next.add(key);
        else next.delete(key);
        return next;
      });
    apply(value);
    keep.mutate(
      { id: strategy.id, phase, action, kept: value },
      {
        onError: () => {
          apply(!value);
          toastError('Error', 'The action could not be saved. Please try again.');
        },
      },
    );
  };

  const addTask = (key: string, action: string) => {
    setAdding(key);
    createTask.mutate(
      {
        title: taskTitleOf(action),
        description: `From your strategy "${strategy.strategy.title}": ${action}`,
        category: 'marketing',
      },
      {
        onSuccess: () => toast({ title: 'Task added', description: 'It is on your task list.' }),
        onError: () => toastError('Error', 'The task could not be added. Please try again.'),
        onSettled: () => setAdding(null),
      },
    );
  };

  return (
    <div className="assistant:flex assistant:flex-col assistant:gap-6">
      <ol aria-label="Phases" className="assistant:flex assistant:flex-col assistant:gap-5">
        {strategy.strategy.phases.map((phase, p) => (
          <li
            key={phase.title}
            className="assistant:rounded-lg assistant:border assistant:border-border assistant:p-4"
          >
            <div className="assistant:flex assistant:flex-wrap assistant:items-center assistant:gap-2">
              <span className="assistant:font-medium assistant:text-muted-foreground assistant:text-xs assistant:uppercase">
                Phase {p + 1}
              </span>
              <h4 className="assistant:font-semibold">{phase.title}</h4>
              <Badge variant="secondary">{phase.duration}</Badge>
            </div>
            <ul className="assistant:mt-3 assistant:flex assistant:flex-col assistant:gap-2">
              {phase.actions.map((action, a) => {
                const key = `${p}.${a}`;
                const id = `${idPrefix}-action-${p}-${a}`;
                const done = kept.has(key);
                const onList = openTitles.has(taskTitleOf(action));
                return (
                  <li
                    key={key}
                    className="assistant:flex assistant:flex-wrap assistant:items-start assistant:gap-2 assistant:text-sm"
                  >
                    <input
                      id={id}
                      type="checkbox"
                      className="assistant:mt-0.5 assistant:size-4 assistant:accent-primary"
                      checked={done}
                      onChange={(event) => tick(p, a, event.target.checked)}
                    />
                    <label
                      id={`${id}-label`}
                      htmlFor={id}
                      className={`assistant:min-w-48 assistant:flex-1 ${done ? 'assistant:text-muted-foreground assistant:line-through' : ''}`}
                    >
                      {action}
                    </label>
                    {onList ? (
                      <span className="assistant:flex assistant:items-center assistant:gap-1 assistant:text-muted-foreground assistant:text-xs">
                        <ListTodo aria-hidden="true" className="assistant:size-3.5" /> On your tasks
                      </span>
                    ) : (
                      <Button
                        type="button"
                        variant="ghost"
                        size="sm"
                        className="assistant:h-auto assistant:py-0.5"
                        aria-describedby={`${id}-label`}
                        disabled={adding !== null}
                        onClick={() => addTask(key, action)}
                      >
                        <ListPlus aria-hidden="true" /> {adding === key ? 'Adding...' : 'Add as task'}
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
            <div className="assistant:mt-3">
              <p className="assistant:flex assistant:items-center assistant:gap-1 assistant:font-medium assistant:text-sm">
                <Flag aria-hidden="true" className="assistant:size-4" /> Milestones
              </p>
              <ul className="assistant:mt-1 assistant:list-disc assistant:pl-5 assistant:text-muted-foreground assistant:text-sm">
                {phase.milestones.map((m) => (
                  <li key={m}>{m}</li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>
      <div>
        <h4 className="assistant:flex assistant:items-center assistant:gap-2 assistant:font-semibold">
          <Target aria-hidden="true" className="assistant:size-4" /> Estimated results
        </h4>
        <dl className="assistant:mt-2 assistant:grid assistant:gap-2 assistant:sm:grid-cols-2">
          {strategy.estimatedResults.map((r) => (
            <div key={r.metric} className="assistant:rounded-lg assistant:bg-muted assistant:p-3">
              <dt className="assistant:text-muted-foreground assistant:text-sm">{r.metric}</dt>
              <dd className="assistant:font-semibold assistant:text-lg">{r.estimate}</dd>
            </div>
          ))}
        </dl>
      </div>
      <SourceNote source={strategy.source} />
    </div>
  );
}
