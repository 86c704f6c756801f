// The frame both wizards share: page heading, progress (kit Stepper with its bar), the step's own heading
// (focused whenever the step changes, so keyboard and screen-reader users land on it), the step, and the
// Back / Next buttons. Enter in a text field submits the step like Next.
import { Button, Card, CardContent, Stepper } from '@market-muse/ui';
import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';

export interface WizardFrameProps {
  title: string;
  intro: ReactNode;
  steps: readonly string[];
  current: number;
  children: ReactNode;
  backLabel: string;
  backDisabled?: boolean;
  onBack: () => void;
  nextLabel: string;
  nextDisabled: boolean;
  /** Why Next is disabled, tied to the button. */
  nextHint?: string | undefined;
  onNext: () => void;
  pending: boolean;
  /** A failed save, announced. */
  error?: string | undefined;
}

export function WizardFrame(props: WizardFrameProps) {
  const { steps, current } = props;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const hintId = useId();
  const titleId = useId();
  const shown = useRef(current);

  // Move focus to the step's heading when the step changes (not on first display).
  useEffect(() => {
    if (shown.current === current) return;
    shown.current = current;
    headingRef.current?.focus();
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!props.nextDisabled && !props.pending) props.onNext();
  };

  return (
    <section
      aria-labelledby={titleId}
      className="onboarding:mx-auto onboarding:flex onboarding:w-full onboarding:max-w-3xl onboarding:flex-col onboarding:gap-6"
    >
      <header className="onboarding:flex onboarding:flex-col onboarding:gap-2">
        <h1
          id={titleId}
          className="onboarding:font-bold onboarding:text-2xl onboarding:tracking-tight onboarding:sm:text-3xl"
        >
          {props.title}
        </h1>
        <p className="onboarding:text-muted-foreground">{props.intro}</p>
      </header>
      <Stepper steps={steps} current={current} showProgress />
      <Card>
        <CardContent>
          <form
            noValidate
            onSubmit={submit}
            aria-labelledby={`${titleId}-step`}
            className="onboarding:flex onboarding:flex-col onboarding:gap-6"
          >
            <h2
              id={`${titleId}-step`}
              ref={headingRef}
              tabIndex={-1}
              className="onboarding:font-semibold onboarding:text-xl onboarding:outline-none"
            >
              {steps[current]}
            </h2>
            {props.children}
            {props.error ? (
              <p
                role="alert"
                className="onboarding:font-medium onboarding:text-destructive onboarding:text-sm"
              >
                {props.error}
              </p>
            ) : null}
            {props.nextDisabled && props.nextHint ? (
              <p id={hintId} className="onboarding:text-muted-foreground onboarding:text-sm">
                {props.nextHint}
              </p>
            ) : null}
            <div className="onboarding:flex onboarding:flex-wrap onboarding:items-center onboarding:justify-between onboarding:gap-3">
              <Button
                type="button"
                variant="outline"
                onClick={props.onBack}
                disabled={props.backDisabled || props.pending}
              >
                {props.backLabel}
              </Button>
              <Button
                type="submit"
                disabled={props.nextDisabled}
                pending={props.pending}
                aria-describedby={props.nextDisabled && props.nextHint ? hintId : undefined}
              >
                {props.nextLabel}
              </Button>
            </div>
          </form>
        </CardContent>
      </Card>
    </section>
  );
}
