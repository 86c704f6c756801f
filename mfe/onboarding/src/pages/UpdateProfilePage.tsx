// /onboarding: variant A, "Update Profile", pre-filled with the saved profile. Back on step 1
// goes to /; 'Complete Setup' saves, shows 'Profile Saved!' and goes to /.
import { useCurrentUser, useProfile, useSaveProfile } from '@market-muse/client';
import { bothQueries, QueryState, toast, toastError } from '@market-muse/ui';
import { useNavigate } from 'react-router';
import { type AnswersA, answersAFromProfile, EMPTY_A, profileBodyA } from '../answers.ts';
import { STEPS_A, variantAMachine } from '../machines/variantA.ts';
import { BackgroundStep, GoalsStep, ProjectStep } from '../steps/variantA.tsx';
import { draftKey } from '../wizard/draft.ts';
import { useWizard } from '../wizard/useWizard.ts';
import { WizardFrame } from '../wizard/WizardFrame.tsx';
import { PROFILE_FAILED, PROFILE_PENDING } from './states.tsx';

const STEP_IDS = STEPS_A.map((step) => step.id);
const TITLES = STEPS_A.map((step) => step.title);

export function UpdateProfilePage() {
  const user = useCurrentUser();
  const profile = useProfile();
  return (
    <QueryState query={bothQueries(profile, user)} pending={PROFILE_PENDING} error={PROFILE_FAILED}>
      {([data, me]) => (
        <VariantAWizard userId={me?.id} initial={answersAFromProfile(data)} basis={data?.updatedAt ?? null} />
      )}
    </QueryState>
  );
}

function VariantAWizard({
  userId,
  initial,
  basis,
}: {
  userId: string | undefined;
  initial: AnswersA;
  basis: string | null;
}) {
  const navigate = useNavigate();
  const save = useSaveProfile();
  const wizard = useWizard(variantAMachine, {
    draftKey: draftKey('a', userId),
    initial,
    basis,
    empty: EMPTY_A,
    stepIds: STEP_IDS,
    save: (answers) => save.mutateAsync(profileBodyA(answers)),
    onSaved: () => {
      toast({ title: 'Profile Saved!' });
      navigate('/');
    },
    onFailed: () => toastError('Error', 'Failed to save profile'),
    onCancelled: () => navigate('/'),
  });
  const last = wizard.stepIndex === STEP_IDS.length - 1;
  const Step = { background: BackgroundStep, project: ProjectStep, goals: GoalsStep }[
    STEP_IDS[wizard.stepIndex] ?? 'background'
  ];
  return (
    <WizardFrame
      title="Update your profile"
      intro="Keep your creative background, current project and goals up to date."
      steps={TITLES}
      current={wizard.stepIndex}
      backLabel="Back"
      onBack={wizard.back}
      nextLabel={last ? 'Complete Setup' : 'Next'}
      nextDisabled={!wizard.canNext}
      onNext={wizard.next}
      pending={wizard.saving}
      error={wizard.error ? 'Failed to save profile' : undefined}
    >
      <Step answers={wizard.answers} change={wizard.change} />
    </WizardFrame>
  );
}
