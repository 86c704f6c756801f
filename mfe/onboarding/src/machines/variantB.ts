// Variant B, the first run at /profile-setup: a welcome step, then 'Your Creative Focus' (needs a
// creative type and an experience level) and 'Marketing Preferences' (needs communication style and learning
// preference). Previous does nothing on the welcome step.
import { type AnswersB, focusComplete, preferencesComplete } from '../answers.ts';
import { createWizardMachine } from './wizard.ts';

export const STEPS_B = [
  { id: 'welcome', title: 'Welcome' },
  { id: 'focus', title: 'Your Creative Focus' },
  { id: 'preferences', title: 'Marketing Preferences' },
] as const;

export const variantBMachine = createWizardMachine<AnswersB>({
  id: 'onboardingB',
  steps: [
    { id: 'welcome' },
    { id: 'focus', complete: focusComplete },
    { id: 'preferences', complete: preferencesComplete },
  ],
  backLeaves: false,
});
