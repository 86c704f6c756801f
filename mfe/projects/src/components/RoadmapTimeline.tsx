import type { Roadmap } from '@market-muse/contracts';
import { Badge, Card, CardContent, CardDescription, CardHeader, CardTitle, cn } from '@market-muse/ui';
import { CheckCircle2 } from 'lucide-react';
import { planDay } from '../lib/format.ts';

/**
 * The roadmap's 90 days as a timeline of phases and steps: the phase today falls in is highlighted; steps
 * are ticked as the roadmap's completed-step count grows (steps are worked through in order).
 */
export function RoadmapTimeline({ roadmap, now = new Date() }: { roadmap: Roadmap; now?: Date }) {
  const day = planDay(roadmap.createdAt, now);
  const lastDay = roadmap.phases.at(-1)?.endDay ?? 90;
  const currentIndex = roadmap.phases.findIndex((phase) => day >= phase.startDay && day <= phase.endDay);
  let stepNumber = 0;
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">Your {lastDay}-Day Plan</CardTitle>
        <CardDescription>
          Day {Math.min(day, lastDay)} of {lastDay} · {roadmap.completedSteps} of {roadmap.totalSteps} steps
          complete
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol aria-label="Roadmap phases" className="projects:flex projects:flex-col projects:gap-0">
          {roadmap.phases.map((phase, index) => {
            const current = index === currentIndex;
            const past = currentIndex === -1 ? day > phase.endDay : index < currentIndex;
            return (
              <li
                key={`${phase.startDay}-${phase.title}`}
                aria-current={current ? 'step' : undefined}
                className={cn(
                  'projects:relative projects:border-l-2 projects:pb-6 projects:pl-6 projects:last:pb-0',
                  current || past ? 'projects:border-primary' : 'projects:border-border',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cn(
                    'projects:absolute projects:-left-[9px] projects:top-0 projects:size-4 projects:rounded-full projects:border-2 projects:bg-background',
                    current || past ? 'projects:border-primary' : 'projects:border-muted-foreground',
                    current && 'projects:bg-primary',
                  )}
                />
                <div
                  className={cn(
                    'projects:flex projects:flex-col projects:gap-2 projects:rounded-lg projects:p-3 projects:-mt-3',
                    current && 'projects:bg-primary/10 projects:ring-1 projects:ring-primary',
                  )}
                >
                  <div className="projects:flex projects:flex-wrap projects:items-center projects:gap-2">
                    <h3 className="projects:font-semibold">{phase.title}</h3>
                    <Badge variant="outline">
                      Days {phase.startDay}–{phase.endDay}
                    </Badge>
                    {current ? <Badge variant="info">Current phase</Badge> : null}
                  </div>
                  <p className="projects:text-muted-foreground projects:text-sm">{phase.description}</p>
                  <ul className="projects:flex projects:flex-col projects:gap-2">
                    {phase.steps.map((step) => {
                      stepNumber += 1;
                      const done = stepNumber <= roadmap.completedSteps;
                      return (
                        <li
                          key={`${stepNumber}-${step.title}`}
                          className="projects:flex projects:items-start projects:gap-2 projects:text-sm"
                        >
                          {done ? (
                            <CheckCircle2
                              aria-hidden="true"
                              className="projects:mt-0.5 projects:size-4 projects:shrink-0 projects:text-success"
                            />
                          ) : (
                            // A step is done by doing its tasks, not ticked here: its number, not a box.
                            <span
                              aria-hidden="true"
                              className="projects:mt-0.5 projects:min-w-5 projects:shrink-0 projects:text-right projects:font-medium projects:text-muted-foreground projects:tabular-nums"
                            >
                              {stepNumber}.
                            </span>
                          )}
                          <div className="projects:min-w-0">
                            <p
                              className={cn(
                                'projects:font-medium',
                                done && 'projects:text-muted-foreground projects:line-through',
                              )}
                            >
                              {step.title}
                              {done ? <span className="projects:sr-only"> (done)</span> : null}
                            </p>
                            <p className="projects:text-muted-foreground">{step.description}</p>
                          </div>
                        </li>
                      );
                    })}
                  </ul>
                </div>
              </li>
            );
          })}
        </ol>
      </CardContent>
    </Card>
  );
}
