// Variant A, "Update Profile" at /onboarding: three steps, nothing enforced,
// Back on the first step leaves for /.
import type { AnswersA } from '../answers.ts';
import { createWizardMachine } from './wizard.ts';

export const STEPS_A = [
  { id: 'background', title: 'Creative Background' },
  { id: 'project', title: 'Current Project' },
  { id: 'goals', title: 'Goals & Resources' },
] as const;

export const variantAMachine = createWizardMachine<AnswersA>({
  id: 'onboardingA',
  steps: [{ id: 'background' }, { id: 'project' }, { id: 'goals' }],
  backLeaves: true,
});
