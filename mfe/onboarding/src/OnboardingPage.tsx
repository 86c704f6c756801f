import './styles.css';
import { Button, Card, CardContent, CardDescription, CardHeader, CardTitle } from '@market-muse/ui';
import { Link } from 'react-router';

const STEPS = [
  { title: 'Your creative work', body: 'What you make, and how long you have been at it.' },
  { title: 'Your goals', body: 'Where you want your work to take you next.' },
  { title: 'How you like to learn', body: 'The tone and pace of advice that suits you.' },
];

/** Onboarding welcome (spec §2 "Onboarding"): the three-step profile wizard lands here. */
export default function OnboardingPage() {
  return (
    <section
      aria-labelledby="onboarding-title"
      className="onboarding:mx-auto onboarding:flex onboarding:max-w-2xl onboarding:flex-col onboarding:gap-6"
    >
      <div className="onboarding:flex onboarding:flex-col onboarding:gap-2 onboarding:text-center">
        <h1
          id="onboarding-title"
          className="onboarding:font-bold onboarding:text-3xl onboarding:tracking-tight"
        >
          Let's set up your creative profile
        </h1>
        <p className="onboarding:text-muted-foreground">
          Three quick steps, about 2 minutes, and your plan is ready.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asHeading="h2">What we'll ask</CardTitle>
          <CardDescription>Your answers shape your roadmap, tasks and advice.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="onboarding:flex onboarding:flex-col onboarding:gap-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="onboarding:flex onboarding:items-start onboarding:gap-3">
                <span
                  aria-hidden="true"
                  className="onboarding:flex onboarding:size-8 onboarding:shrink-0 onboarding:items-center onboarding:justify-center onboarding:rounded-full onboarding:bg-primary onboarding:font-semibold onboarding:text-primary-foreground onboarding:text-sm"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="onboarding:font-medium">
                    Step {index + 1} of 3: {step.title}
                  </p>
                  <p className="onboarding:text-muted-foreground onboarding:text-sm">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Button asChild variant="outline" className="onboarding:self-center">
        <Link to="/">Back to dashboard</Link>
      </Button>
    </section>
  );
}
