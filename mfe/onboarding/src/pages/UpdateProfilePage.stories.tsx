import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { answersAFromProfile } from '../answers.ts';
import {
  type OnboardingStory,
  resetOnboarding,
  savedProfile,
  saveProfile,
  withOnboarding,
} from './story-harness.tsx';
import { UpdateProfilePage } from './UpdateProfilePage.tsx';

/** /onboarding, variant A ("Update Profile"): pre-filled with the saved profile, nothing required. */
const meta = {
  title: 'Onboarding/Update profile (variant A)',
  component: UpdateProfilePage,
  decorators: [withOnboarding],
  beforeEach: resetOnboarding,
  parameters: { onboarding: { path: '/onboarding', profile: savedProfile } satisfies OnboardingStory },
} satisfies Meta<typeof UpdateProfilePage>;
export default meta;
type Story = StoryObj<typeof meta>;

const answers = answersAFromProfile(savedProfile);
const onStep = (step: string, extra: Partial<OnboardingStory> = {}): { onboarding: OnboardingStory } => ({
  onboarding: {
    path: '/onboarding',
    profile: savedProfile,
    draft: { variant: 'a', step, answers },
    ...extra,
  },
});

export const CreativeBackground: Story = {
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Creative Background' });
    await expect(canvas.getByRole('progressbar', { name: 'Step 1 of 3' })).toBeVisible();
    // Pre-filled from the saved profile.
    const photography = canvas.getByRole('button', { name: 'Photography' });
    await expect(photography).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('radio', { name: /Intermediate/ })).toHaveAttribute('aria-checked', 'true');
    // Nothing is required: Next stays enabled with no creative type.
    await userEvent.click(photography);
    await expect(photography).toHaveAttribute('aria-pressed', 'false');
    const next = canvas.getByRole('button', { name: 'Next' });
    await expect(next).toBeEnabled();
    await userEvent.click(next);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Current Project' })).toHaveFocus();
  },
};

export const CurrentProject: Story = {
  parameters: onStep('project'),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Current Project' });
    await expect(canvas.getByLabelText('Project name')).toHaveValue('Coastal Light');
    await expect(canvas.getByRole('radio', { name: /Development/ })).toHaveAttribute('aria-checked', 'true');
    const audience = canvas.getByLabelText(/Target audience/);
    await expect(audience).toHaveValue('Cafe owners');
    await userEvent.clear(audience);
    await userEvent.type(audience, 'Gallery visitors');
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Goals & Resources' })).toHaveFocus();
    // Back keeps the edit.
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByLabelText(/Target audience/)).toHaveValue('Gallery visitors');
  },
};

export const GoalsAndResources: Story = {
  parameters: onStep('goals'),
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Goals & Resources' });
    await expect(canvas.getByRole('progressbar', { name: 'Step 3 of 3' })).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: /Flexible/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Setup' }));
    // Saved, 'Profile Saved!' and back to /.
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
    await expect(saveProfile).toHaveBeenCalledWith(
      expect.objectContaining({
        targetAudience: 'Cafe owners',
        availableBudget: 'flexible',
        onboardingCompleted: true,
      }),
    );
    await expect(await screen.findByText('Profile Saved!')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: onStep('goals', { saveError: new Error('500: boom') }),
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: /Flexible/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Complete Setup' }));
    // The destructive toast 'Error / Failed to save profile', and the same announced in the form.
    await expect(await screen.findByText('Error')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save profile');
    // Nothing lost: still here, answers kept, and the save can be tried again.
    await expect(canvas.queryByText(/Navigated to/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /Flexible/ })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Complete Setup' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Back' }));
    await expect(await canvas.findByLabelText('Project name')).toHaveValue('Coastal Light');
  },
};

export const BackOnFirstStepLeaves: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Back' }));
    await expect(await canvas.findByText('Navigated to /')).toBeVisible();
  },
};
