// @vitest-environment happy-dom
import { toastStore } from '@market-muse/ui';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeClient, renderAt, savedProfile } from './render.tsx';

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  cleanup();
  act(() => toastStore.dispatch({ type: 'REMOVE_TOAST' }));
});

describe('/onboarding (variant A, Update Profile)', () => {
  it('is pre-filled with the saved profile and enforces nothing', async () => {
    const user = userEvent.setup();
    renderAt('/onboarding', fakeClient(savedProfile).client);
    await screen.findByRole('heading', { level: 2, name: 'Creative Background' });
    expect(screen.getByRole('button', { name: 'Photography' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('radio', { name: /Intermediate/ }).getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('progressbar', { name: 'Step 1 of 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Photography' }));
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', false);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByLabelText(/Target audience/)).toHaveProperty('value', 'Cafe owners');
    expect(screen.getByLabelText('Project name')).toHaveProperty('value', 'Coastal Light');
  });

  it('Back on step 1 goes to /', async () => {
    const user = userEvent.setup();
    const view = renderAt('/onboarding', fakeClient(savedProfile).client);
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    await waitFor(() => expect(view.location()).toBe('/'));
  });

  it('Complete Setup saves the changes, toasts Profile Saved! and goes to /', async () => {
    const user = userEvent.setup();
    const { client, save } = fakeClient(savedProfile);
    const view = renderAt('/onboarding', client);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const audience = await screen.findByLabelText(/Target audience/);
    await user.clear(audience);
    await user.type(audience, 'Gallery visitors{Enter}');
    await screen.findByRole('heading', { level: 2, name: 'Goals & Resources' });
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(view.location()).toBe('/'));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ targetAudience: 'Gallery visitors', onboardingCompleted: true }),
    );
    expect(await screen.findByText('Profile Saved!')).toBeTruthy();
  });

  it('a failed save shows Error / Failed to save profile and keeps the answers', async () => {
    const user = userEvent.setup();
    const { client } = fakeClient(savedProfile, async () => {
      throw new Error('500: boom');
    });
    const view = renderAt('/onboarding', client);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: /Flexible/ }));
    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    expect(await screen.findByText('Error')).toBeTruthy();
    expect(screen.getAllByText('Failed to save profile').length).toBeGreaterThan(0);
    expect(view.location()).toBe('/onboarding');
    expect(screen.getByRole('radio', { name: /Flexible/ }).getAttribute('aria-checked')).toBe('true');
  });

  it('keeps edits across a reload (session draft)', async () => {
    const user = userEvent.setup();
    const first = renderAt('/onboarding', fakeClient(savedProfile).client);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    const audience = await screen.findByLabelText(/Target audience/);
    await user.clear(audience);
    await user.type(audience, 'Tourists');
    first.unmount();
    renderAt('/onboarding', fakeClient(savedProfile).client);
    expect(await screen.findByLabelText(/Target audience/)).toHaveProperty('value', 'Tourists');
  });

  it('drops a draft made from an older version of the profile', async () => {
    sessionStorage.setItem(
      'market-muse:onboarding-a:u1',
      JSON.stringify({
        step: 'project',
        answers: { targetAudience: 'Old' },
        basis: '2025-01-01T00:00:00.000Z',
      }),
    );
    renderAt('/onboarding', fakeClient(savedProfile).client);
    expect(await screen.findByRole('heading', { level: 2, name: 'Creative Background' })).toBeTruthy();
  });
});

describe('/profile', () => {
  it('summarises the saved profile with an Edit link to /onboarding', async () => {
    renderAt('/profile', fakeClient(savedProfile).client);
    expect(await screen.findByText('Coastal Light')).toBeTruthy();
    expect(screen.getAllByText('Photography')).toHaveLength(2); // creative type and skill
    expect(screen.getByText('Intermediate (2-5 years)')).toBeTruthy();
    expect(screen.getByText('Cafe owners')).toBeTruthy();
    expect(screen.getByText('Increase sales')).toBeTruthy();
    expect(screen.getByText('Minimal ($1-50/month)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe('/onboarding');
  });

  it('has an empty state without a profile and an error state', async () => {
    renderAt('/profile', fakeClient(null).client);
    expect(await screen.findByRole('heading', { name: 'No profile yet' })).toBeTruthy();
    cleanup();
    renderAt('/profile', fakeClient(new Error('500: x')).client);
    expect(await screen.findByRole('heading', { name: "We couldn't load your profile" })).toBeTruthy();
  });
});

describe('/project-setup', () => {
  it('requires a name, saves the project to the profile and returns to /project-insights', async () => {
    const user = userEvent.setup();
    const { client, save } = fakeClient({ ...savedProfile, currentProjectName: null });
    const view = renderAt('/project-setup', client);
    await user.click(await screen.findByRole('button', { name: 'Save and continue' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Project name is required');
    expect(save).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText(/Project name/), 'Tide Prints');
    await user.click(screen.getByRole('radio', { name: 'Launched' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(view.location()).toBe('/project-insights'));
    expect(save).toHaveBeenCalledWith(
      expect.objectContaining({ currentProjectName: 'Tide Prints', projectStage: 'launched' }),
    );
  });
});

describe('unknown paths', () => {
  it('show the not-found state with a link back', async () => {
    renderAt('/nowhere', fakeClient(null).client);
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
