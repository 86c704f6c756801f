// Choice options from the enumerations (values and labels from @market-muse/contracts/enums).

import {
  BUSINESS_GOALS,
  businessGoalLabels,
  CHALLENGES,
  COMMUNICATION_STYLES,
  CREATIVE_TYPE_VARIANT_B_LABELS,
  CREATIVE_TYPES,
  challengeLabels,
  communicationStyleLabels,
  creativeTypeLabels,
  EXPERIENCE_LEVELS,
  experienceLevelLabels,
  LEARNING_PREFERENCES,
  learningPreferenceLabels,
  PROFILE_BUDGETS,
  PROFILE_STAGES,
  PROFILE_TIMES,
  profileBudgetLabels,
  profileStageLabels,
  profileTimeLabels,
  SKILLS,
  skillLabels,
} from '@market-muse/contracts/enums';
import type { ChoiceOption } from '@market-muse/ui';

const options = <V extends string>(values: readonly V[], labels: Record<V, string>): ChoiceOption[] =>
  values.map((value) => ({ value, label: labels[value] }));

export const creativeTypeOptionsA = options(CREATIVE_TYPES, creativeTypeLabels);
/** Variant B offers its own labels, which are also its values ('Visual Artist'). */
export const creativeTypeOptionsB: ChoiceOption[] = CREATIVE_TYPE_VARIANT_B_LABELS.map((label) => ({
  value: label,
  label,
}));
export const experienceOptions = options(EXPERIENCE_LEVELS, experienceLevelLabels);
export const stageOptions = options(PROFILE_STAGES, profileStageLabels);
export const goalOptions = options(BUSINESS_GOALS, businessGoalLabels);
export const budgetOptions = options(PROFILE_BUDGETS, profileBudgetLabels);
export const timeOptions = options(PROFILE_TIMES, profileTimeLabels);
export const challengeOptions = options(CHALLENGES, challengeLabels);
export const skillOptions = options(SKILLS, skillLabels);
export const communicationOptions: ChoiceOption[] = COMMUNICATION_STYLES.map((value) => ({
  value,
  label: communicationStyleLabels[value],
  description: {
    professional: 'Clear, businesslike advice',
    casual: 'Friendly and relaxed',
    creative: 'Playful, full of ideas',
  }[value],
}));
export const learningOptions: ChoiceOption[] = LEARNING_PREFERENCES.map((value) => ({
  value,
  label: learningPreferenceLabels[value],
  description: {
    hands_on: 'Learn by doing, step by step',
    theory_first: 'Understand the why, then act',
    mixed: 'A bit of both',
  }[value],
}));
