// Variant A's three steps ("Onboarding variant A"); nothing is required.
import { FormField, Input, Textarea } from '@market-muse/ui';
import type { AnswersA } from '../answers.ts';
import { CardsField, ChipsField } from './fields.tsx';
import {
  budgetOptions,
  challengeOptions,
  creativeTypeOptionsA,
  experienceOptions,
  goalOptions,
  stageOptions,
  timeOptions,
} from './options.ts';

export interface StepProps<A> {
  answers: A;
  change: (patch: Partial<A>) => void;
}

export function BackgroundStep({ answers, change }: StepProps<AnswersA>) {
  return (
    <>
      <ChipsField
        legend="Creative types"
        options={creativeTypeOptionsA}
        value={answers.creativeTypes}
        onChange={(creativeTypes) => change({ creativeTypes })}
      />
      <CardsField
        legend="Experience level"
        options={experienceOptions}
        value={answers.experienceLevel}
        onChange={(experienceLevel) => change({ experienceLevel })}
      />
    </>
  );
}

export function ProjectStep({ answers, change }: StepProps<AnswersA>) {
  return (
    <>
      <FormField label="Project name">
        <Input
          value={answers.currentProjectName}
          maxLength={200}
          placeholder="e.g. Coastal Light print series"
          onChange={(e) => change({ currentProjectName: e.target.value })}
        />
      </FormField>
      <FormField label="Project description">
        <Textarea
          value={answers.projectDescription}
          maxLength={2000}
          rows={4}
          placeholder="What is it, and what makes it yours?"
          onChange={(e) => change({ projectDescription: e.target.value })}
        />
      </FormField>
      <CardsField
        legend="Project stage"
        options={stageOptions}
        value={answers.projectStage}
        onChange={(projectStage) => change({ projectStage })}
      />
      <FormField label="Target audience" description="Who do you most want to reach?">
        <Input
          value={answers.targetAudience}
          maxLength={2000}
          placeholder="e.g. coffee shops that show local art"
          onChange={(e) => change({ targetAudience: e.target.value })}
        />
      </FormField>
    </>
  );
}

export function GoalsStep({ answers, change }: StepProps<AnswersA>) {
  return (
    <>
      <ChipsField
        legend="Business goals"
        options={goalOptions}
        value={answers.businessGoals}
        onChange={(businessGoals) => change({ businessGoals })}
      />
      <CardsField
        legend="Marketing budget"
        options={budgetOptions}
        value={answers.availableBudget}
        onChange={(availableBudget) => change({ availableBudget })}
      />
      <CardsField
        legend="Time available"
        options={timeOptions}
        value={answers.availableTime}
        onChange={(availableTime) => change({ availableTime })}
      />
      <ChipsField
        legend="Biggest challenges"
        options={challengeOptions}
        value={answers.biggestChallenges}
        onChange={(biggestChallenges) => change({ biggestChallenges })}
      />
    </>
  );
}
