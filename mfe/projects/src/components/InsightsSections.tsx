import type { ProjectInsights } from '@market-muse/contracts';
import { Badge, Card, CardContent, CardHeader, CardTitle } from '@market-muse/ui';
import { Lightbulb, Megaphone, Puzzle, Users } from 'lucide-react';
import type { ReactNode } from 'react';

function Section({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <Card className="projects:mb-6 projects:break-inside-avoid">
      <CardHeader>
        <CardTitle asHeading="h2" className="projects:flex projects:items-center projects:gap-2">
          <span aria-hidden="true" className="projects:text-primary">
            {icon}
          </span>
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** "Project insights": the four sections. */
export function InsightsSections({ insights }: { insights: ProjectInsights }) {
  return (
    // Two columns that each card fills to its own height (a grid's rows would stretch the shorter card of
    // each pair with empty space).
    <div className="projects:gap-6 projects:md:columns-2">
      <Section icon={<Lightbulb className="projects:size-5" />} title="Key Insights">
        <ul className="projects:flex projects:flex-col projects:gap-2">
          {insights.keyInsights.map((insight) => (
            <li key={insight} className="projects:flex projects:gap-2 projects:text-sm">
              <span
                aria-hidden="true"
                className="projects:mt-1.5 projects:size-1.5 projects:shrink-0 projects:rounded-full projects:bg-primary"
              />
              {insight}
            </li>
          ))}
        </ul>
      </Section>
      <Section icon={<Users className="projects:size-5" />} title="Target Audience Analysis">
        <ul className="projects:flex projects:flex-col projects:gap-3">
          {insights.audienceSegments.map((segment) => (
            <li key={segment.name}>
              <h3 className="projects:font-medium">{segment.name}</h3>
              <p className="projects:text-muted-foreground projects:text-sm">{segment.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section icon={<Megaphone className="projects:size-5" />} title="Recommended Marketing Channels">
        <ul className="projects:flex projects:flex-col projects:gap-3">
          {insights.recommendedChannels.map((channel) => (
            <li key={channel.name} className="projects:flex projects:flex-col projects:gap-1">
              <div className="projects:flex projects:flex-wrap projects:items-center projects:gap-2">
                <h3 className="projects:font-medium">{channel.name}</h3>
                <Badge variant={channel.priority === 'High' ? 'default' : 'secondary'}>
                  {channel.priority} priority
                </Badge>
              </div>
              <p className="projects:text-muted-foreground projects:text-sm">{channel.reason}</p>
              <p className="projects:text-sm">
                <span className="projects:font-medium">Expected ROI:</span> {channel.expectedROI}
              </p>
            </li>
          ))}
        </ul>
      </Section>
      <Section icon={<Puzzle className="projects:size-5" />} title="Challenge Solutions">
        <ul className="projects:flex projects:flex-col projects:gap-3">
          {insights.challengeSolutions.map((item) => (
            <li key={item.challenge} className="projects:flex projects:flex-col projects:gap-1">
              <h3 className="projects:font-medium">{item.challenge}</h3>
              <p className="projects:text-muted-foreground projects:text-sm">{item.solution}</p>
              <p className="projects:text-sm">
                <span className="projects:font-medium">Timeline:</span> {item.timeline}
              </p>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
