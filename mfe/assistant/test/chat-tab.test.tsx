// @vitest-environment happy-dom
import type { AdviceStreamHandlers } from '@market-muse/client';
import { fakeClient } from '@market-muse/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { history, profile } from './fixtures.ts';
import { renderAt } from './render.tsx';

const base = {
  profile: { get: vi.fn(async () => profile) },
};

describe('AI Chat tab', () => {
  it('greets by creative type, shows the tabs, the sidebar and the reloaded history', async () => {
    const client = fakeClient({ ...base, ai: { chatHistory: vi.fn(async () => history) } });
    renderAt('/ai-assistant', client);
    expect(screen.getByRole('heading', { level: 1, name: 'AI Marketing Assistant' })).toBeTruthy();
    for (const name of ['AI Chat', 'Content Ideas', 'Strategy', 'AI Tools']) {
      expect(screen.getByRole('tab', { name })).toBeTruthy();
    }
    const nav = screen.getByRole('navigation', { name: 'Assistant navigation' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/', '/project-insights', '/roadmap', '/content-calendar', '/progress', '/community']);
    expect(await screen.findByText(/your photography work/)).toBeTruthy();
    expect(await screen.findByText('Earlier answer')).toBeTruthy();
    expect(screen.getByText('Earlier step')).toBeTruthy();
    for (const name of ['Pricing Strategy', 'Social Media Growth', 'Content Ideas', 'Engagement Tips']) {
      expect(screen.getByRole('button', { name })).toBeTruthy();
    }
  });

  it("greets with the active project's name and switches project in the header", async () => {
    let active = 'p1';
    const projectOf = (id: string, name: string) => ({
      id,
      name,
      description: null,
      projectType: 'art_collection' as const,
      targetAudience: null,
      uniqueSellingPoint: null,
      projectStage: 'idea' as const,
      availableBudget: null,
      availableTime: null,
      biggestChallenges: [],
      websiteUrl: null,
      socialMediaLinks: [],
      targetRevenue: null,
      launchTimeline: null,
      isActive: active === id,
      createdAt: '2026-11-01T00:00:00.000Z',
    });
    const projects = () => [projectOf('p1', 'Coastal Light'), projectOf('p2', 'Night Letters')];
    const names: Record<string, string> = { p1: 'Coastal Light', p2: 'Night Letters' };
    const client = fakeClient({
      profile: { get: vi.fn(async () => ({ ...profile, currentProjectName: names[active]! })) },
      projects: {
        list: vi.fn(async () => projects()),
        activate: vi.fn(async (id: string) => {
          active = id;
          return projects().find((p) => p.id === id)!;
        }),
      },
    });
    const { user } = renderAt('/ai-assistant', client);
    expect(await screen.findByText(/your photography work on "Coastal Light"/)).toBeTruthy();
    await user.click(await screen.findByRole('combobox', { name: 'Project' }));
    await user.click(await screen.findByRole('option', { name: 'Night Letters' }));
    expect(await screen.findByText(/your photography work on "Night Letters"/)).toBeTruthy();
    expect(client.projects.activate).toHaveBeenCalledWith('p2');
  });

  it('proposed actions wait for the user: Confirm runs the real command and says so, Dismiss does nothing', async () => {
    const adviceStream = vi.fn(async () => ({
      advice: 'Plan the drop.',
      actionSteps: ['Email your list'],
      topic: 'launches',
      source: 'model',
      proposedActions: [
        {
          kind: 'add_task',
          task: {
            title: 'Email your list',
            description: 'Before the drop.',
            category: 'email',
            priority: 'high',
            estimatedTime: 20,
          },
        },
        { kind: 'plan_post', idea: 'Studio tour reel', platform: 'instagram' },
        { kind: 'create_goal', title: 'Sell 20 mugs', targetValue: 20, unit: 'mugs' },
      ],
    }));
    const create = vi.fn(async () => ({ title: 'Email your list' }));
    const schedule = vi.fn(async () => ({}));
    const createGoal = vi.fn(async () => ({}));
    const client = fakeClient({
      ...base,
      ai: { chatHistory: vi.fn(async () => []), adviceStream: adviceStream as never },
      tasks: { create: create as never },
      calendar: { schedule: schedule as never },
      goals: { create: createGoal as never },
    });
    const { user } = renderAt('/ai-assistant', client);
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Plan my launch{Enter}');
    const proposals = await screen.findByRole('list', { name: 'Proposed actions' });
    expect(within(proposals).getByText('Plan a post on Instagram')).toBeTruthy();
    expect(within(proposals).getByText('Sell 20 mugs (target 20 mugs)')).toBeTruthy();
    // Nothing runs before the user confirms.
    expect(create).not.toHaveBeenCalled();
    await user.click(within(proposals).getByRole('button', { name: 'Confirm: Add a task' }));
    expect(create).toHaveBeenCalledWith({
      title: 'Email your list',
      description: 'Before the drop.',
      category: 'email',
      priority: 'high',
      estimatedTime: 20,
    });
    expect(await within(proposals).findByText('Added to your tasks: Email your list')).toBeTruthy();
    await user.click(within(proposals).getByRole('button', { name: 'Dismiss: Create a goal' }));
    expect(within(proposals).getByText('Dismissed')).toBeTruthy();
    expect(createGoal).not.toHaveBeenCalled();
    expect(schedule).not.toHaveBeenCalled();
  });

  it('streams the answer, disables Send while pending, then shows Action Steps', async () => {
    let handlers: AdviceStreamHandlers | undefined;
    let finish: (value: unknown) => void = () => {};
    const adviceStream = vi.fn(
      (_body: unknown, h?: AdviceStreamHandlers) =>
        new Promise((resolve) => {
          handlers = h;
          finish = resolve;
        }),
    );
    const client = fakeClient({
      ...base,
      ai: { chatHistory: vi.fn(async () => []), adviceStream: adviceStream as never },
    });
    const { user } = renderAt('/ai-assistant', client);
    const input = screen.getByRole('textbox', { name: 'Your message' });
    const send = screen.getByRole('button', { name: 'Send' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.type(input, '   ');
    expect((send as HTMLButtonElement).disabled).toBe(true);
    await user.clear(input);
    await user.type(input, 'How do I price prints?{Enter}');
    expect(adviceStream).toHaveBeenCalledWith({ context: 'How do I price prints?' }, expect.anything());
    expect(await screen.findByText('Thinking...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Send' }) as HTMLButtonElement).disabled).toBe(true);
    handlers?.onDelta?.('Start with ');
    expect(await screen.findByText('Start with')).toBeTruthy();
    handlers?.onDelta?.('your costs.');
    expect(await screen.findByText('Start with your costs.')).toBeTruthy();
    finish({
      advice: 'Start with your costs.',
      actionSteps: ['List materials', 'Set an hourly rate'],
      topic: 'pricing',
      source: 'local',
    });
    expect(await screen.findByText('Action Steps')).toBeTruthy();
    expect(screen.getByText('Set an hourly rate')).toBeTruthy();
    expect(screen.getByText('From the Market Muse knowledge base')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  });

  it('Stop cancels the stream', async () => {
    let signal: AbortSignal | undefined;
    const adviceStream = vi.fn((_b: unknown, h?: AdviceStreamHandlers) => {
      signal = h?.signal;
      return new Promise(() => {});
    });
    const client = fakeClient({
      ...base,
      ai: { chatHistory: vi.fn(async () => []), adviceStream: adviceStream as never },
    });
    const { user } = renderAt('/ai-assistant', client);
    await user.click(screen.getByRole('button', { name: 'Pricing Strategy' }));
    await user.click(await screen.findByRole('button', { name: 'Stop' }));
    expect(signal?.aborted).toBe(true);
    expect(screen.queryByText('Thinking...')).toBeNull();
  });

  it('failure shows the error toast and keeps the typed text', async () => {
    const client = fakeClient({
      ...base,
      ai: {
        chatHistory: vi.fn(async () => []),
        adviceStream: vi.fn(async () => Promise.reject(new Error('500'))) as never,
      },
    });
    const { user } = renderAt('/ai-assistant', client);
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Help me grow');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Failed to get AI response. Please try again.')).toBeTruthy();
    expect(screen.getByText('Error')).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('textbox', { name: 'Your message' }) as HTMLTextAreaElement).value).toBe(
        'Help me grow',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(client.ai.adviceStream).toHaveBeenCalledTimes(2);
    expect(vi.mocked(client.ai.adviceStream).mock.calls[1]?.[0]).toEqual({ context: 'Help me grow' });
  });
});
