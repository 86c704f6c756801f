import type { Project } from '@market-muse/contracts';
import { projectBudgetLabels, projectTimeLabels } from '@market-muse/contracts/enums';
import { Card, CardContent, CardHeader, CardTitle } from '@market-muse/ui';
import { formatDate } from '../lib/format.ts';

const NOT_SET = 'Not set';

/** "Project detail": description, audience, selling point, budget, time, created date. */
export function ProjectDetails({ project }: { project: Project }) {
  const rows: readonly (readonly [string, string])[] = [
    ['Description', project.description ?? NOT_SET],
    ['Target Audience', project.targetAudience ?? NOT_SET],
    ['Unique Selling Point', project.uniqueSellingPoint ?? NOT_SET],
    ['Budget', project.availableBudget ? projectBudgetLabels[project.availableBudget] : NOT_SET],
    ['Time Commitment', project.availableTime ? projectTimeLabels[project.availableTime] : NOT_SET],
    ['Created', formatDate(project.createdAt)],
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">Project Details</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="projects:grid projects:gap-4 projects:sm:grid-cols-2">
          {rows.map(([label, value]) => (
            <div key={label} className={label === 'Description' ? 'projects:sm:col-span-2' : undefined}>
              <dt className="projects:font-medium projects:text-muted-foreground projects:text-sm">
                {label}
              </dt>
              <dd className="projects:break-words projects:whitespace-pre-line">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
