import { useGenerateRoadmap } from '@market-muse/client';
import {
  Button,
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
  toast,
  toastError,
} from '@market-muse/ui';
import { Bot, CalendarDays, LayoutDashboard, Map as MapIcon, Target } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { GoalDialog } from '../forms/GoalDialog.tsx';

function Step({
  icon,
  title,
  text,
  action,
}: {
  icon: ReactNode;
  title: string;
  text: string;
  action: ReactNode;
}) {
  return (
    <li className="projects:flex projects:flex-col projects:gap-3 projects:rounded-lg projects:border projects:p-4">
      <div className="projects:flex projects:items-start projects:gap-3">
        <span
          aria-hidden="true"
          className="projects:flex projects:size-9 projects:shrink-0 projects:items-center projects:justify-center projects:rounded-lg projects:bg-primary/10 projects:text-primary"
        >
          {icon}
        </span>
        <div>
          <h3 className="projects:font-medium">{title}</h3>
          <p className="projects:text-muted-foreground projects:text-sm">{text}</p>
        </div>
      </div>
      <div className="projects:mt-auto">{action}</div>
    </li>
  );
}

/** "Project insights": next steps (roadmap, a goal, assistant, content plan, dashboard). */
export function NextSteps() {
  const navigate = useNavigate();
  const [settingGoal, setSettingGoal] = useState(false);
  const generate = useGenerateRoadmap();
  const createRoadmap = () =>
    generate.mutate(undefined, {
      onSuccess: (roadmap) => {
        toast({ title: 'Roadmap Created!', description: roadmap.title });
        navigate('/roadmap');
      },
      onError: () => toastError('Generation Failed', 'Unable to generate roadmap. Please try again.'),
    });
  return (
    <Card>
      <CardHeader>
        <CardTitle asHeading="h2">Next Steps</CardTitle>
        <CardDescription>Turn these insights into action.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="projects:grid projects:gap-4 projects:sm:grid-cols-2">
          <Step
            icon={<MapIcon className="projects:size-5" />}
            title="Generate Full Roadmap"
            text="Get your 90-day plan"
            action={
              <Button className="projects:w-full" pending={generate.isPending} onClick={createRoadmap}>
                {generate.isPending ? 'Generating...' : 'Generate Roadmap'}
              </Button>
            }
          />
          <Step
            icon={<Target className="projects:size-5" />}
            title="Set a Goal"
            text="A measurable target for this project; the roadmap aims at it"
            action={
              <Button variant="outline" className="projects:w-full" onClick={() => setSettingGoal(true)}>
                Set a Goal
              </Button>
            }
          />
          <Step
            icon={<Bot className="projects:size-5" />}
            title="Ask the AI Assistant"
            text="Talk through any of these insights"
            action={
              <Button asChild variant="outline" className="projects:w-full">
                <Link to="/ai-assistant">Ask AI</Link>
              </Button>
            }
          />
          <Step
            icon={<CalendarDays className="projects:size-5" />}
            title="Plan Your Content"
            text="Schedule posts for the recommended channels"
            action={
              <Button asChild variant="outline" className="projects:w-full">
                <Link to="/content-calendar">Plan Content</Link>
              </Button>
            }
          />
          <Step
            icon={<LayoutDashboard className="projects:size-5" />}
            title="Go to Dashboard"
            text="See your progress and today's tasks"
            action={
              <Button asChild variant="outline" className="projects:w-full">
                <Link to="/">Go to Dashboard</Link>
              </Button>
            }
          />
        </ul>
      </CardContent>
      {/* A goal set here is the active project's, the project these insights are about. */}
      <GoalDialog open={settingGoal} onOpenChange={setSettingGoal} />
    </Card>
  );
}
