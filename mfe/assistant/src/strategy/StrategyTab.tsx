import { useStrategy } from '@market-muse/client';
import {
  STRATEGY_TIMEFRAMES,
  type StrategyTimeframe,
  strategyTimeframeLabels,
} from '@market-muse/contracts/enums';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  Spinner,
  toastError,
} from '@market-muse/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { StrategyPlan } from './StrategyPlan.tsx';

/**
 * Strategy tab: pick a timeframe, read the plan as phases with actions to tick or add as tasks, milestones and
 * results. Every strategy is kept (the content library lists it, with its ticks).
 */
export function StrategyTab() {
  const strategy = useStrategy();
  const [timeframe, setTimeframe] = useState<StrategyTimeframe | null>(null);
  const generate = (value: StrategyTimeframe) => {
    setTimeframe(value);
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
            <CardDescription>
              Primary goal: {data.primaryGoal}. Kept in your{' '}
              <Link to="/content" className="assistant:underline">
                content library
              </Link>
              .
            </CardDescription>
          </CardHeader>
          <CardContent>
            <StrategyPlan key={data.id} strategy={data} idPrefix="strategy" />
          </CardContent>
        </Card>
      )}
    </div>
  );
}
