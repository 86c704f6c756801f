import { ApiError } from '@market-muse/client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, waitFor } from 'storybook/test';
import { EMPTY_B } from '../answers.ts';
import { ProfileSetupPage } from './ProfileSetupPage.tsx';
import { type OnboardingStory, resetOnboarding, saveProfile, withOnboarding } from './story-harness.tsx';

/** /profile-setup, variant B: the first run, no saved profile yet. */
const meta = {
  title: 'Onboarding/Profile setup (variant B)',
  component: ProfileSetupPage,
  decorators: [withOnboarding],
  beforeEach: resetOnboarding,
  parameters: { onboarding: { path: '/profile-setup', profile: null } satisfies OnboardingStory },
} satisfies Meta<typeof ProfileSetupPage>;
export default meta;
type Story = StoryObj<typeof meta>;

const focusDone = { ...EMPTY_B, creativeTypes: ['Musician'], experienceLevel: 'advanced' };

export const Welcome: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Welcome' })).toBeVisible();
    // The remote's own `onboarding:` utilities apply (the kit's preflight alone leaves headings unbolded).
    await expect(getComputedStyle(canvas.getByRole('heading', { level: 1 })).fontWeight).toBe('700');
    await expect(canvas.getByText('Step 1 of 3')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    // The next step's heading takes focus, so keyboard and screen-reader users land on it.
    const heading = await canvas.findByRole('heading', { level: 2, name: 'Your Creative Focus' });
    await expect(heading).toHaveFocus();
    await expect(canvas.getByText('Step 2 of 3')).toBeVisible();
  },
};

export const YourCreativeFocus: Story = {
  parameters: {
    onboarding: {
      path: '/profile-setup',
      profile: null,
      draft: { variant: 'b', step: 'focus', answers: EMPTY_B },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Your Creative Focus' });
    const next = canvas.getByRole('button', { name: 'Next' });
    // Disabled until a creative type and an experience level are chosen, and it says why.
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(
      'Choose at least one creative type and your experience level to continue.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Visual Artist' }));
    await expect(canvas.getByRole('button', { name: 'Visual Artist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(next).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Beginner/ }));
    await expect(next).toBeEnabled();
    await expect(next).not.toHaveAccessibleDescription();
    await userEvent.click(next);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Marketing Preferences' }),
    ).toHaveFocus();
  },
};

export const MarketingPreferences: Story = {
  parameters: {
    onboarding: {
      path: '/profile-setup',
      profile: null,
      draft: { variant: 'b', step: 'preferences', answers: focusDone },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await canvas.findByRole('heading', { level: 2, name: 'Marketing Preferences' });
    const complete = canvas.getByRole('button', { name: 'Complete Profile' });
    await expect(complete).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Social Media' }));
    await userEvent.click(canvas.getByRole('radio', { name: /Casual/ }));
    await expect(complete).toBeDisabled();
    await userEvent.click(canvas.getByRole('radio', { name: /Mixed/ }));
    await expect(complete).toBeEnabled();
    await userEvent.click(complete);
    // Saved with variant B's labels turned into values, then on to /projects with a toast.
    await expect(await canvas.findByText('Navigated to /projects')).toBeVisible();
    await expect(saveProfile).toHaveBeenCalledWith({
      creativeTypes: ['music'],
      experienceLevel: 'advanced',
      primarySkills: ['social_media'],
      communicationStyle: 'casual',
      learningPreference: 'mixed',
      onboardingCompleted: true,
    });
    await expect(await screen.findByText('Profile completed!')).toBeVisible();
  },
};

export const SaveFailed: Story = {
  parameters: {
    onboarding: {
      path: '/profile-setup',
      profile: null,
      saveError: new ApiError(500, 'Internal Server Error', 'Database unavailable'),
      draft: {
        variant: 'b',
        step: 'preferences',
        answers: { ...focusDone, communicationStyle: 'professional', learningPreference: 'hands_on' },
      },
    },
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Complete Profile' }));
    // The destructive toast with the server's text, and the same announced in the form.
    await expect(await screen.findByText('Error saving profile')).toBeVisible();
    await expect(screen.getAllByText(/Database unavailable/).length).toBeGreaterThan(0);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to save profile. Database unavailable');
    // Nothing lost: still here, answers kept, and the save can be tried again.
    await expect(canvas.queryByText(/Navigated to/)).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: /Professional/ })).toHaveAttribute('aria-checked', 'true');
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Complete Profile' })).toBeEnabled());
    await userEvent.click(canvas.getByRole('button', { name: 'Previous' }));
    await expect(canvas.getByRole('button', { name: 'Musician' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('radio', { name: /Advanced/ })).toHaveAttribute('aria-checked', 'true');
  },
};

export const ProfileLoadFailed: Story = {
  parameters: { onboarding: { path: '/profile-setup', profile: null, loadFails: true } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { name: "We couldn't load your profile" })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
