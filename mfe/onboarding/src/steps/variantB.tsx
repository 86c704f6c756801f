// Variant B's three steps ("Onboarding variant B"): a welcome, the creative focus and the
// marketing preferences, with the required fields marked.
import { Clock, Sparkles, Target } from 'lucide-react';
import type { AnswersB } from '../answers.ts';
import { CardsField, ChipsField } from './fields.tsx';
import {
  communicationOptions,
  creativeTypeOptionsB,
  experienceOptions,
  learningOptions,
  skillOptions,
} from './options.ts';
import type { StepProps } from './variantA.tsx';

const PITCH = [
  { icon: Clock, text: 'About 2 minutes: three short steps, no typing essays.' },
  { icon: Target, text: 'Tell us what you create and how far along you are.' },
  { icon: Sparkles, text: 'Get advice, roadmaps and daily tasks tuned to you.' },
];

export function WelcomeStep() {
  return (
    <div className="onboarding:flex onboarding:flex-col onboarding:gap-4">
      <p>
        Welcome to Market Muse! Let's set up your creative profile. It takes about 2 minutes, and everything
        we suggest afterwards is built on it.
      </p>
      <ul className="onboarding:flex onboarding:flex-col onboarding:gap-3">
        {PITCH.map(({ icon: Icon, text }) => (
          <li key={text} className="onboarding:flex onboarding:items-start onboarding:gap-3">
            <span
              aria-hidden="true"
              className="onboarding:flex onboarding:size-8 onboarding:shrink-0 onboarding:items-center onboarding:justify-center onboarding:rounded-full onboarding:bg-secondary onboarding:text-secondary-foreground"
            >
              <Icon className="onboarding:size-4" />
            </span>
            <span className="onboarding:pt-1">{text}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function FocusStep({ answers, change }: StepProps<AnswersB>) {
  return (
    <>
      <ChipsField
        legend="What kind of creative are you?"
        required
        description="Choose at least one."
        options={creativeTypeOptionsB}
        value={answers.creativeTypes}
        onChange={(creativeTypes) => change({ creativeTypes })}
      />
      <CardsField
        legend="Experience level"
        required
        options={experienceOptions}
        value={answers.experienceLevel}
        onChange={(experienceLevel) => change({ experienceLevel })}
      />
    </>
  );
}

export function PreferencesStep({ answers, change }: StepProps<AnswersB>) {
  return (
    <>
      <ChipsField
        legend="Primary skills"
        description="Optional. Choose any that describe you."
        options={skillOptions}
        value={answers.primarySkills}
        onChange={(primarySkills) => change({ primarySkills })}
      />
      <CardsField
        legend="Communication style"
        required
        options={communicationOptions}
        value={answers.communicationStyle}
        onChange={(communicationStyle) => change({ communicationStyle })}
      />
      <CardsField
        legend="Learning preference"
        required
        options={learningOptions}
        value={answers.learningPreference}
        onChange={(learningPreference) => change({ learningPreference })}
      />
    </>
  );
}
