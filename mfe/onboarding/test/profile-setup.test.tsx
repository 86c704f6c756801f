// @vitest-environment happy-dom
import { ApiError } from '@market-muse/client';
import { toastStore } from '@market-muse/ui';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { draftKey } from '../src/wizard/draft.ts';
import { fakeClient, renderAt } from './render.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  act(() => toastStore.dispatch({ type: 'REMOVE_TOAST' }));
});

const next = () => screen.getByRole('button', { name: 'Next' });

async function toPreferences(user: ReturnType<typeof userEvent.setup>) {
  await user.click(await screen.findByRole('button', { name: 'Next' }));
  await user.click(screen.getByRole('button', { name: 'Musician' }));
  await user.click(screen.getByRole('radio', { name: /Advanced/ }));
  await user.click(next());
  await screen.findByRole('heading', { level: 2, name: 'Marketing Preferences' });
}

describe('/profile-setup (variant B)', () => {
  it('shows a loading state, then the welcome step with Previous disabled', async () => {
    renderAt('/profile-setup', fakeClient(null).client);
    expect(screen.getByRole('status')).toHaveProperty('textContent', 'Loading your profile...');
    expect(await screen.findByRole('heading', { level: 2, name: 'Welcome' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', true);
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('shows an error state when the profile cannot be read', async () => {
    renderAt('/profile-setup', fakeClient(new Error('500: down')).client);
    expect(await screen.findByRole('heading', { name: "We couldn't load your profile" })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('keeps Next disabled until a creative type and an experience level are chosen; focus moves to the heading', async () => {
    const user = userEvent.setup();
    renderAt('/profile-setup', fakeClient(null).client);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { level: 2, name: 'Your Creative Focus' });
    expect(document.activeElement).toBe(heading);
    expect(next()).toHaveProperty('disabled', true);
    expect(screen.getByText(/Choose at least one creative type and your experience level/)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Visual Artist' }));
    expect(next()).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: /Beginner/ }));
    expect(next()).toHaveProperty('disabled', false);
  });

  it('needs communication style and learning preference, then saves labels as values and goes to /projects', async () => {
    const user = userEvent.setup();
    const { client, save } = fakeClient(null);
    const view = renderAt('/profile-setup', client);
    await toPreferences(user);
    const complete = screen.getByRole('button', { name: 'Complete Profile' });
    expect(complete).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Social Media' }));
    await user.click(screen.getByRole('radio', { name: /Casual/ }));
    expect(complete).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('radio', { name: /Mixed/ }));
    await user.click(complete);
    await waitFor(() => expect(view.location()).toBe('/projects'));
    expect(save).toHaveBeenCalledWith({
      creativeTypes: ['music'],
      experienceLevel: 'advanced',
      primarySkills: ['social_media'],
      communicationStyle: 'casual',
      learningPreference: 'mixed',
      onboardingCompleted: true,
    });
    expect(await screen.findByText('Profile completed!')).toBeTruthy();
    expect(sessionStorage.getItem(draftKey('b', 'u1'))).toBeNull();
  });

  it('a failed save shows the error toast with the server text and keeps the answers', async () => {
    const user = userEvent.setup();
    const { client } = fakeClient(null, async () => {
      throw new ApiError(500, 'Internal Server Error', 'Database unavailable');
    });
    const view = renderAt('/profile-setup', client);
    await toPreferences(user);
    await user.click(screen.getByRole('radio', { name: /Professional/ }));
    await user.click(screen.getByRole('radio', { name: /Hands-on/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Profile' }));
    expect(await screen.findByText('Error saving profile')).toBeTruthy();
    expect(screen.getAllByText(/Database unavailable/).length).toBeGreaterThan(0);
    expect(view.location()).toBe('/profile-setup');
    expect(screen.getByRole('radio', { name: /Professional/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('button', { name: 'Complete Profile' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Musician' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('restores the draft after a reload mid-wizard', async () => {
    const user = userEvent.setup();
    const first = renderAt('/profile-setup', fakeClient(null).client);
    await toPreferences(user);
    first.unmount();
    renderAt('/profile-setup', fakeClient(null).client);
    expect(await screen.findByRole('heading', { level: 2, name: 'Marketing Preferences' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('button', { name: 'Musician' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('radio', { name: /Advanced/ }).getAttribute('aria-checked')).toBe('true');
  });
});
