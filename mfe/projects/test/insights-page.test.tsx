// @vitest-environment happy-dom
import { ApiError } from '@market-muse/client';
import { fakeClient } from '@market-muse/client/testing';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { insights, profile, project, roadmap } from './fixtures.ts';
import { renderAt } from './render.tsx';

describe('/project-insights', () => {
  it('redirects to /onboarding without a profile', async () => {
    const { path } = renderAt('/project-insights', fakeClient({ profile: { get: async () => null } }));
    await waitFor(() => expect(path()).toBe('/onboarding'));
  });

  it('redirects to /project-setup without a current project name', async () => {
    const client = fakeClient({ profile: { get: async () => profile({ currentProjectName: null }) } });
    const { path } = renderAt('/project-insights', client);
    await waitFor(() => expect(path()).toBe('/project-setup'));
    expect(client.insights.generate).not.toHaveBeenCalled();
  });

  it('retries the profile up to 3 times, then offers to try again', async () => {
    const get = async () => {
      throw new ApiError(500, 'Internal Server Error', '');
    };
    const client = fakeClient({ profile: { get } });
    renderAt('/project-insights', client);
    expect(
      await screen.findByRole('heading', { name: "We couldn't load your profile" }, { timeout: 15_000 }),
    ).toBeTruthy();
    expect(client.profile.get).toHaveBeenCalledTimes(4);
  }, 20_000);

  it('does not retry a 401', async () => {
    const get = async () => {
      throw new ApiError(401, 'Unauthorized', 'Unauthorized');
    };
    const client = fakeClient({ profile: { get } });
    renderAt('/project-insights', client);
    await waitFor(() => expect(client.profile.get).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(client.profile.get).toHaveBeenCalledTimes(1);
  });

  it('generates once automatically, then shows the four sections and the next steps', async () => {
    let answer: (value: ReturnType<typeof insights>) => void = () => {};
    const client = fakeClient({
      profile: { get: async () => profile() },
      projects: { active: async () => null },
      insights: { kept: async () => null, generate: () => new Promise((resolve) => (answer = resolve)) },
    });
    renderAt('/project-insights', client);
    expect(await screen.findByText('Generating Your Marketing Insights')).toBeTruthy();
    // Generated once the active project is known to have no insights kept.
    await waitFor(() => expect(client.insights.generate).toHaveBeenCalledTimes(1));
    answer(insights());
    expect(await screen.findByRole('heading', { name: 'Key Insights' })).toBeTruthy();
    expect(client.insights.generate).toHaveBeenCalledTimes(1);
    for (const name of [
      'Target Audience Analysis',
      'Recommended Marketing Channels',
      'Challenge Solutions',
    ]) {
      expect(screen.getByRole('heading', { name })).toBeTruthy();
    }
    expect(screen.getByText('Café owners')).toBeTruthy();
    expect(screen.getByText('High priority')).toBeTruthy();
    expect(screen.getByText('Batch your posts')).toBeTruthy();
    expect(screen.getByText('Get your 90-day plan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ask AI' }).getAttribute('href')).toBe('/ai-assistant');
    expect(screen.getByRole('link', { name: 'Plan Content' }).getAttribute('href')).toBe('/content-calendar');
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/');
    expect(screen.getByText('Insights Generated!')).toBeTruthy();
  });

  it("shows the active project's kept insights without generating, and regenerates them on request", async () => {
    const client = fakeClient({
      profile: { get: async () => profile() },
      projects: { active: async () => project({ id: 'p-ink', name: 'Ink Songs', isActive: true }) },
      insights: { kept: async () => insights(), generate: async () => insights() },
    });
    const { user } = renderAt('/project-insights', client);
    expect(await screen.findByRole('heading', { name: 'Key Insights' })).toBeTruthy();
    expect(client.insights.kept).toHaveBeenCalledWith({ projectId: 'p-ink' }, expect.anything());
    expect(client.insights.generate).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Regenerate Insights' }));
    await waitFor(() => expect(client.insights.generate).toHaveBeenCalledTimes(1));
  });

  it('regenerates on request and sets a goal from the next steps', async () => {
    const client = fakeClient({
      profile: { get: async () => profile() },
      projects: { active: async () => null },
      insights: { kept: async () => null, generate: async () => insights() },
    });
    const { user } = renderAt('/project-insights', client);
    await user.click(await screen.findByRole('button', { name: 'Regenerate Insights' }));
    await waitFor(() => expect(client.insights.generate).toHaveBeenCalledTimes(2));
    await user.click(screen.getByRole('button', { name: 'Set a Goal' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Create Goal' })).toBeTruthy();
  });

  it("toasts 'Generation Failed' and offers to try again", async () => {
    const generate = async () => {
      throw new ApiError(502, 'Bad Gateway', '');
    };
    renderAt(
      '/project-insights',
      fakeClient({
        profile: { get: async () => profile() },
        projects: { active: async () => null },
        insights: { kept: async () => null, generate },
      }),
    );
    expect(
      await screen.findByText('Unable to generate insights. Please try again.', { selector: 'li *' }),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });

  it("generates the roadmap: 'Roadmap Created!' then /roadmap; failure toasts 'Generation Failed'", async () => {
    const client = fakeClient({
      profile: { get: async () => profile() },
      projects: { active: async () => null },
      insights: { kept: async () => null, generate: async () => insights() },
      roadmaps: { generate: async () => roadmap() },
    });
    const { user, path } = renderAt('/project-insights', client);
    await user.click(await screen.findByRole('button', { name: 'Generate Roadmap' }));
    await waitFor(() => expect(path()).toBe('/roadmap'));
    expect(client.roadmaps.generate).toHaveBeenCalledWith(undefined);
    expect(await screen.findByText('Roadmap Created!')).toBeTruthy();
  });

  it("toasts 'Unable to generate roadmap. Please try again.' when the roadmap fails", async () => {
    const generate = async () => {
      throw new TypeError('network');
    };
    const client = fakeClient({
      profile: { get: async () => profile() },
      projects: { active: async () => null },
      insights: { kept: async () => null, generate: async () => insights() },
      roadmaps: { generate },
    });
    const { user, path } = renderAt('/project-insights', client);
    await user.click(await screen.findByRole('button', { name: 'Generate Roadmap' }));
    expect(await screen.findByText('Unable to generate roadmap. Please try again.')).toBeTruthy();
    expect(screen.getByText('Generation Failed')).toBeTruthy();
    expect(path()).toBe('/project-insights');
  });

  it('names the active project when there is one', async () => {
    const client = fakeClient({
      profile: { get: async () => profile() },
      projects: { active: async () => project({ name: 'Ink Songs', isActive: true }) },
      insights: { kept: async () => null, generate: async () => insights() },
    });
    renderAt('/project-insights', client);
    expect(await screen.findByText('Ink Songs')).toBeTruthy();
  });
});
