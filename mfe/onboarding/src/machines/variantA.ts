// Variant A, "Update Profile" at /onboarding (spec §2): three steps, nothing enforced (spec §5),
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
