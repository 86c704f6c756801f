import { useStrategy } from '@market-muse/client';
import {
  STRATEGY_TIMEFRAMES,
  type StrategyTimeframe,
  strategyTimeframeLabels,
} from '@market-muse/contracts/enums';
import {
  Badge,
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  toastError,
} from '@market-muse/ui';
import { Flag, Target } from 'lucide-react';
import { useState } from 'react';
import { SourceNote } from '../shared.tsx';

/** Strategy tab: pick a timeframe, read the plan as phases with checkable actions, milestones and results. */
export function StrategyTab() {
  const strategy = useStrategy();
  const [timeframe, setTimeframe] = useState<StrategyTimeframe | null>(null);
  const [done, setDone] = useState<Record<string, boolean>>({});
  const generate = (value: StrategyTimeframe) => {
    setTimeframe(value);
    setDone({});
    strategy.mutate(
      { timeframe: value },
      {
        onError: () => toastError('Error', 'Failed to generate a strategy. Please try again.'),
      },
    );
  };
  const data = strategy.data;
  return (
    <div className="assistant:flex assistant:flex-col assistant:gap-4">
      <Card>
        <CardHeader>
          <CardTitle asHeading="h2">Marketing Strategy</CardTitle>
          <CardDescription>Choose how far ahead to plan.</CardDescription>
        </CardHeader>
        <CardContent className="assistant:flex assistant:flex-col assistant:gap-3">
          <div className="assistant:grid assistant:gap-2 assistant:sm:grid-cols-3">
            {STRATEGY_TIMEFRAMES.map((value) => (
              <Button
                key={value}
                type="button"
                variant={timeframe === value ? 'default' : 'outline'}
                aria-pressed={timeframe === value}
                disabled={strategy.isPending}
                onClick={() => generate(value)}
              >
                {strategyTimeframeLabels[value]}
              </Button>
            ))}
          </div>
          {strategy.isPending && (
            <p
              role="status"
              className="assistant:flex assistant:items-center assistant:gap-2 assistant:text-muted-foreground"
            >
              <Spinner /> Generating your personalized strategy...
            </p>
          )}
          {strategy.isError && (
            <p role="alert" className="assistant:text-destructive assistant:text-sm">
              Failed to generate a strategy. Please try again.
            </p>
          )}
          {strategy.isIdle && (
            <p className="assistant:text-muted-foreground assistant:text-sm">
              No strategy yet: pick a timeframe.
            </p>
          )}
        </CardContent>
      </Card>
      {data && !strategy.isPending && (
        <Card>
          <CardHeader>
            <CardTitle asHeading="h3">{data.strategy.title}</CardTitle>
            <CardDescription>Primary goal: {data.primaryGoal}</CardDescription>
          </CardHeader>
          <CardContent className="assistant:flex assistant:flex-col assistant:gap-6">
            <ol aria-label="Phases" className="assistant:flex assistant:flex-col assistant:gap-5">
              {data.strategy.phases.map((phase, p) => (
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
                      const id = `action-${p}-${a}`;
                      return (
                        <li
                          key={id}
                          className="assistant:flex assistant:items-start assistant:gap-2 assistant:text-sm"
                        >
                          <input
                            id={id}
                            type="checkbox"
                            className="assistant:mt-0.5 assistant:size-4 assistant:accent-primary"
                            checked={done[id] ?? false}
                            onChange={(event) => setDone((prev) => ({ ...prev, [id]: event.target.checked }))}
                          />
                          <label
                            htmlFor={id}
                            className={
                              done[id] ? 'assistant:text-muted-foreground assistant:line-through' : ''
                            }
                          >
                            {action}
                          </label>
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
                {data.estimatedResults.map((r) => (
                  <div key={r.metric} className="assistant:rounded-lg assistant:bg-muted assistant:p-3">
                    <dt className="assistant:text-muted-foreground assistant:text-sm">{r.metric}</dt>
                    <dd className="assistant:font-semibold assistant:text-lg">{r.estimate}</dd>
                  </div>
                ))}
              </dl>
            </div>
            <SourceNote source={data.source} />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
