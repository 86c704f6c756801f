import { Card, CardContent } from '@market-muse/ui';
import type { LucideIcon } from 'lucide-react';

/** A figure with its label (Quick Stats, the project's progress). */
export function StatCard({
  icon: Icon,
  label,
  value,
}: {
  icon: LucideIcon;
  label: string;
  value: string | number;
}) {
  return (
    <Card className="projects:py-4">
      <CardContent className="projects:flex projects:items-center projects:gap-3 projects:px-4">
        <span className="projects:flex projects:size-9 projects:shrink-0 projects:items-center projects:justify-center projects:rounded-lg projects:bg-primary/10 projects:text-primary">
          <Icon aria-hidden="true" className="projects:size-4" />
        </span>
        <dl className="projects:flex projects:min-w-0 projects:flex-col-reverse">
          <dt className="projects:text-muted-foreground projects:text-xs">{label}</dt>
          <dd className="projects:font-bold projects:text-xl">{value}</dd>
        </dl>
      </CardContent>
    </Card>
  );
}
