// The answers each onboarding variant collects, how they start (empty or from the saved profile) and the
// body they save as (POST /api/profile: the profile fields plus onboardingCompleted true).
import type { ProfileInput } from '@market-muse/client';
import type { Profile } from '@market-muse/contracts';
import {
  CREATIVE_TYPE_VARIANT_B_LABELS,
  type CreativeType,
  type CreativeTypeVariantBLabel,
  creativeTypeFromVariantB,
} from '@market-muse/contracts/enums';

/** Variant A ("Onboarding variant A"): enumerations as values, '' when not chosen. */
export interface AnswersA {
  creativeTypes: string[];
  experienceLevel: string;
  currentProjectName: string;
  projectDescription: string;
  projectStage: string;
  targetAudience: string;
  businessGoals: string[];
  availableBudget: string;
  availableTime: string;
  biggestChallenges: string[];
}

/** Variant B: creative types as its own labels ('Visual Artist'), skills as values. */
export interface AnswersB {
  creativeTypes: string[];
  experienceLevel: string;
  primarySkills: string[];
  communicationStyle: string;
  learningPreference: string;
}

export const EMPTY_A: AnswersA = {
  creativeTypes: [],
  experienceLevel: '',
  currentProjectName: '',
  projectDescription: '',
  projectStage: '',
  targetAudience: '',
  businessGoals: [],
  availableBudget: '',
  availableTime: '',
  biggestChallenges: [],
};

export const EMPTY_B: AnswersB = {
  creativeTypes: [],
  experienceLevel: '',
  primarySkills: [],
  communicationStyle: '',
  learningPreference: '',
};

export function answersAFromProfile(profile: Profile | null | undefined): AnswersA {
  if (!profile) return EMPTY_A;
  return {
    creativeTypes: [...profile.creativeTypes],
    experienceLevel: profile.experienceLevel ?? '',
    currentProjectName: profile.currentProjectName ?? '',
    projectDescription: profile.projectDescription ?? '',
    projectStage: profile.projectStage ?? '',
    targetAudience: profile.targetAudience ?? '',
    businessGoals: [...profile.businessGoals],
    availableBudget: profile.availableBudget ?? '',
    availableTime: profile.availableTime ?? '',
    biggestChallenges: [...profile.biggestChallenges],
  };
}

const variantBLabelOf = (value: CreativeType): CreativeTypeVariantBLabel | undefined =>
  CREATIVE_TYPE_VARIANT_B_LABELS.find((label) => creativeTypeFromVariantB[label] === value);

export function answersBFromProfile(profile: Profile | null | undefined): AnswersB {
  if (!profile) return EMPTY_B;
  return {
    creativeTypes: profile.creativeTypes.flatMap((value) => variantBLabelOf(value) ?? []),
    experienceLevel: profile.experienceLevel ?? '',
    primarySkills: [...profile.primarySkills],
    communicationStyle: profile.communicationStyle ?? '',
    learningPreference: profile.learningPreference ?? '',
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

export function profileBodyA(answers: AnswersA): ProfileInput {
  return {
    creativeTypes: answers.creativeTypes,
    experienceLevel: orNull(answers.experienceLevel),
    currentProjectName: orNull(answers.currentProjectName),
    projectDescription: orNull(answers.projectDescription),
    projectStage: orNull(answers.projectStage),
    targetAudience: orNull(answers.targetAudience),
    businessGoals: answers.businessGoals,
    availableBudget: orNull(answers.availableBudget),
    availableTime: orNull(answers.availableTime),
    biggestChallenges: answers.biggestChallenges,
    onboardingCompleted: true,
  } as ProfileInput;
}

export function profileBodyB(answers: AnswersB): ProfileInput {
  return {
    creativeTypes: answers.creativeTypes.map(
      (label) => creativeTypeFromVariantB[label as CreativeTypeVariantBLabel] ?? label,
    ),
    experienceLevel: orNull(answers.experienceLevel),
    primarySkills: answers.primarySkills,
    communicationStyle: orNull(answers.communicationStyle),
    learningPreference: orNull(answers.learningPreference),
    onboardingCompleted: true,
  } as ProfileInput;
}

/** At least one creative type and an experience level. */
export const focusComplete = (a: AnswersB) => a.creativeTypes.length > 0 && a.experienceLevel !== '';
/** Communication style and learning preference. */
export const preferencesComplete = (a: AnswersB) =>
  a.communicationStyle !== '' && a.learningPreference !== '';
