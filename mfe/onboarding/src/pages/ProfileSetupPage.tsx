// /profile-setup: variant B, the first run. The shell's access gate sends every path here
// until onboarding is completed; saving shows 'Profile completed!' and goes to /projects.
import { serverText, useCurrentUser, useProfile, useSaveProfile } from '@market-muse/client';
import { bothQueries, QueryState, toast, toastError } from '@market-muse/ui';
import { useNavigate } from 'react-router';
import { type AnswersB, answersBFromProfile, EMPTY_B, profileBodyB } from '../answers.ts';
import { STEPS_B, variantBMachine } from '../machines/variantB.ts';
import { FocusStep, PreferencesStep, WelcomeStep } from '../steps/variantB.tsx';
import { draftKey } from '../wizard/draft.ts';
import { useWizard } from '../wizard/useWizard.ts';
import { WizardFrame } from '../wizard/WizardFrame.tsx';
import { PROFILE_FAILED, PROFILE_PENDING } from './states.tsx';

const STEP_IDS = STEPS_B.map((step) => step.id);
const TITLES = STEPS_B.map((step) => step.title);
const HINTS: Record<string, string> = {
  focus: 'Choose at least one creative type and your experience level to continue.',
  preferences: 'Choose a communication style and a learning preference to finish.',
};

export function ProfileSetupPage() {
  const user = useCurrentUser();
  const profile = useProfile();
  return (
    <QueryState query={bothQueries(profile, user)} pending={PROFILE_PENDING} error={PROFILE_FAILED}>
      {([data, me]) => (
        <VariantBWizard userId={me?.id} initial={answersBFromProfile(data)} basis={data?.updatedAt ?? null} />
      )}
    </QueryState>
  );
}

function VariantBWizard({
  userId,
  initial,
  basis,
}: {
  userId: string | undefined;
  initial: AnswersB;
  basis: string | null;
}) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const wizard = useWizard(variantBMachine, {
    draftKey: draftKey('b', userId),
    initial,
    basis,
    empty: EMPTY_B,
    stepIds: STEP_IDS,
    save: (answers) => save.mutateAsync(profileBodyB(answers)),
    onSaved: () => {
      toast({ title: 'Profile completed!' });
      navigate('/projects');
    },
    onFailed: (error) => toastError('Error saving profile', error, 'Please try again'),
  });
  const last = wizard.stepIndex === STEP_IDS.length - 1;
  const Step = { welcome: WelcomeStep, focus: FocusStep, preferences: PreferencesStep }[
    STEP_IDS[wizard.stepIndex] ?? 'welcome'
  ];
  return (
    <WizardFrame
      title="Complete your profile"
      intro="Tell us about your creative work so your advice, roadmap and tasks fit you."
      steps={TITLES}
      current={wizard.stepIndex}
      backLabel="Previous"
      backDisabled={wizard.stepIndex === 0}
      onBack={wizard.back}
      nextLabel={last ? 'Complete Profile' : 'Next'}
      nextDisabled={!wizard.canNext}
      nextHint={HINTS[wizard.step]}
      onNext={wizard.next}
      pending={wizard.saving}
      error={
        wizard.error ? `Failed to save profile. ${serverText(wizard.error, 'Please try again')}` : undefined
      }
    >
      <Step answers={wizard.answers} change={wizard.change} />
    </WizardFrame>
  );
}
