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
      className="ob:mx-auto ob:flex ob:max-w-2xl ob:flex-col ob:gap-6"
    >
      <div className="ob:flex ob:flex-col ob:gap-2 ob:text-center">
        <h1 id="onboarding-title" className="ob:font-bold ob:text-3xl ob:tracking-tight">
          Let's set up your creative profile
        </h1>
        <p className="ob:text-muted-foreground">
          Three quick steps, about 2 minutes, and your plan is ready.
        </p>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asHeading="h2">What we'll ask</CardTitle>
          <CardDescription>Your answers shape your roadmap, tasks and advice.</CardDescription>
        </CardHeader>
        <CardContent>
          <ol className="ob:flex ob:flex-col ob:gap-4">
            {STEPS.map((step, index) => (
              <li key={step.title} className="ob:flex ob:items-start ob:gap-3">
                <span
                  aria-hidden="true"
                  className="ob:flex ob:size-8 ob:shrink-0 ob:items-center ob:justify-center ob:rounded-full ob:bg-primary ob:font-semibold ob:text-primary-foreground ob:text-sm"
                >
                  {index + 1}
                </span>
                <div>
                  <p className="ob:font-medium">
                    Step {index + 1} of 3: {step.title}
                  </p>
                  <p className="ob:text-muted-foreground ob:text-sm">{step.body}</p>
                </div>
              </li>
            ))}
          </ol>
        </CardContent>
      </Card>
      <Button asChild variant="outline" className="ob:self-center">
        <Link to="/">Back to dashboard</Link>
      </Button>
    </section>
  );
}
