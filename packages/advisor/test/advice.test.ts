// Chat advice: the four quick-start topics and other common questions are recognised, the
// conversation is taken into account, and the stream reassembles to the validated result.
import { Advice, type AdviceStreamEvent, type ChatMessage } from '@market-muse/contracts';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { createLocalAdvisor, detectTopic, generateAdvice, streamAdvice } from '../src/index.ts';
import { musician, photographer } from './fixtures.ts';

const at = '2026-11-21T10:00:00.000Z';

describe('topic detection', () => {
  it.each([
    ['Pricing Strategy: how should I price my work?', 'pricing'],
    ['How much should I charge for a commission?', 'commissions'],
    ['How do I grow my Instagram followers?', 'social_media_growth'],
    ['Give me some content ideas for this week', 'content_ideas'],
    ['What should I post about?', 'content_ideas'],
    ['Nobody comments on my posts, any engagement tips?', 'engagement'],
    ['Where do I find clients for commissions?', 'finding_clients'],
    ['Should I start a newsletter?', 'email_list'],
    ['I am launching my album next month', 'launch'],
    ['I never have time and feel overwhelmed', 'time_management'],
    ['I feel like an imposter when I promote myself', 'confidence'],
    ['Should I collaborate with other artists?', 'collaboration'],
    ['Are Instagram ads worth the money?', 'paid_ads'],
    ['What should my portfolio website have?', 'portfolio_website'],
    ['Which metrics should I track?', 'analytics'],
    ['What should I charge for enamel pins at shows?', 'pricing'],
    ['How much should I sell my calendars for?', 'pricing'],
  ])('%j is about %s', (message, topic) => {
    expect(detectTopic(message)).toBe(topic);
  });

  it('returns null for small talk', () => {
    expect(detectTopic('hello there')).toBeNull();
  });
});

describe('advice', () => {
  it('answers the four quick-start topics with steps for this creative', () => {
    for (const message of ['Pricing Strategy', 'Social Media Growth', 'Content Ideas', 'Engagement Tips']) {
      const a = generateAdvice(photographer, { message, history: [] });
      expect(a.topic).not.toBe('general');
      expect(a.actionSteps.length).toBeGreaterThanOrEqual(3);
      expect(a.advice).toContain('Harbour Light Portraits');
    }
  });

  it("uses the product's pricing figures for a beginner photographer", () => {
    const a = generateAdvice(photographer, { message: 'How should I price my sessions?', history: [] });
    expect(a.advice).toContain('mini session $150-250');
    expect(a.advice).toContain('standard $300-500');
    expect(a.advice).toContain('premium $600-900');
    expect(a.advice).toContain('$15/hour');
  });

  it('prices the goods a question names from what one costs, not by the craft', () => {
    const a = generateAdvice(photographer, { message: 'How should I price my mugs?', history: [] });
    expect(a.topic).toBe('pricing');
    expect(a.advice).toContain('Price your mugs from what one costs you');
    expect(a.advice).toContain('Double that cost for a wholesale price');
    expect(a.advice).not.toMatch(/session/i);
    expect(a.actionSteps[0]).toBe('Add up what one mug costs you, fees and postage included');
    expect(a.advice).toContain('Harbour Light Portraits');

    const totes = generateAdvice(musician, {
      message: 'what do I charge for tote bags and tshirts',
      history: [],
    });
    expect(totes.advice).toContain('Price your tote bags');

    // A follow-up stays with the goods the conversation is about.
    const history: ChatMessage[] = [
      { type: 'user', message: 'How should I price my stickers?', timestamp: at },
      { type: 'ai', message: a.advice, actionSteps: a.actionSteps, timestamp: at },
    ];
    const more = generateAdvice(photographer, { message: 'And what if people say it is too much?', history });
    expect(['pricing', 'merch']).toContain(more.topic);
    expect(more.advice).toContain('Price your stickers');

    // The craft's own work is still priced the craft's way.
    const sessions = generateAdvice(photographer, { message: 'How should I price my work?', history: [] });
    expect(sessions.advice).toContain('mini session $150-250');
  });

  it('continues the topic of the conversation for a follow-up', () => {
    const history: ChatMessage[] = [
      { type: 'user', message: 'How should I price my prints?', timestamp: at },
      { type: 'ai', message: 'Start from your costs.', actionSteps: [], timestamp: at },
    ];
    const a = generateAdvice(photographer, { message: 'And what if people say it is too much?', history });
    expect(a.topic).toBe('pricing');
    expect(a.advice).toMatch(/^Price Harbour Light Portraits from your time and costs/);
  });

  it('does not repeat action steps already given', () => {
    const first = generateAdvice(musician, { message: 'How do I get more engagement?', history: [] });
    const history: ChatMessage[] = [
      { type: 'user', message: 'How do I get more engagement?', timestamp: at },
      { type: 'ai', message: first.advice, actionSteps: [...first.actionSteps], timestamp: at },
    ];
    const second = generateAdvice(musician, { message: 'Any more engagement ideas?', history });
    expect(second.topic).toBe('engagement');
    for (const s of second.actionSteps) expect(first.actionSteps).not.toContain(s);
  });

  it('answers with no budget differently from a large budget on ads', () => {
    const none = generateAdvice(photographer, { message: 'Should I run ads?', history: [] });
    const large = generateAdvice(musician, { message: 'Should I run ads?', history: [] });
    expect(none.advice).toMatch(/skip paid promotion/);
    expect(large.advice).toMatch(/\$5-10 a day/);
  });
});

describe('streaming', () => {
  const collect = async (events: AsyncIterable<AdviceStreamEvent>) => {
    const deltas: string[] = [];
    let result: Advice | null = null;
    for await (const e of events) {
      if (e.type === 'delta') {
        expect(result).toBeNull();
        deltas.push(e.text);
      } else result = e.result;
    }
    return { deltas, result };
  };

  it('streams deltas that add up to the final validated result', async () => {
    const request = { message: 'Content ideas please', history: [] };
    const { deltas, result } = await collect(streamAdvice(photographer, request));
    expect(deltas.length).toBeGreaterThan(5);
    expect(result).not.toBeNull();
    expect(deltas.join('')).toBe(result!.advice);
    expect(Schema.is(Advice)(result)).toBe(true);
    expect(result).toEqual(generateAdvice(photographer, request));
  });

  it('does the same through the Advisor interface', async () => {
    const advisor = createLocalAdvisor();
    const request = { message: 'Pricing Strategy', history: [] };
    const { deltas, result } = await collect(advisor.adviceStream(musician, request));
    expect(deltas.join('')).toBe(result!.advice);
    expect(result!.source).toBe('local');
    expect(await advisor.advice(musician, request)).toEqual(result);
  });
});

describe('"is it worth it?" about a platform', () => {
  const verdictOf = (ctx: typeof photographer, message: string) => {
    const a = generateAdvice(ctx, { message, history: [] });
    return { topic: a.topic, advice: a.advice };
  };

  it('says yes when the platform is one of the two best channels for this creative', () => {
    const { topic, advice } = verdictOf(musician, 'Is TikTok worth it for me?');
    expect(topic).toBe('platform_choice');
    expect(advice).toMatch(/Yes: TikTok is one of the two best channels for your /);
  });

  it('says it can work, but names the better first channel, when it ranks lower', () => {
    const { advice } = verdictOf(musician, 'should I bother with youtube');
    expect(advice).toMatch(/It can work, but it is not your first channel: TikTok suits your /);
  });

  it('says not yet when the platform needs more weekly time than the user has', () => {
    const { advice } = verdictOf({ ...photographer, project: null }, 'Is TikTok worth it for me?');
    expect(advice).toMatch(
      /Not yet: TikTok needs about 2 hours a week to keep up, more than the 1.5 hours you have/,
    );
  });

  it('says probably not when the platform is not where this work is found, on its own topic too', () => {
    const { topic, advice } = verdictOf(photographer, 'Should I be on YouTube?');
    expect(topic).toBe('youtube');
    expect(advice).toMatch(/Probably not first: YouTube is not where people usually find /);
  });

  it('answers the question asked even when it mentions time ("worth my time")', () => {
    expect(verdictOf(photographer, 'is linkedin worth my time?').topic).toBe('platform_choice');
  });

  it('leaves questions about ads on a platform to the advice on ads', () => {
    const { topic, advice } = verdictOf(photographer, 'Are Instagram ads worth the money?');
    expect(topic).toBe('paid_ads');
    expect(advice).not.toMatch(/Yes: |Not yet: |Probably not first: |It can work, but/);
  });

  it('gives no verdict where the question does not ask one', () => {
    expect(verdictOf(musician, 'How do I grow on TikTok?').advice).not.toMatch(/Yes: TikTok/);
  });
});

describe('pricing by what the work is', () => {
  it('prices digital art by hours and licence, never by size and framing', () => {
    const digital = {
      ...photographer,
      profile: { ...photographer.profile, creativeTypes: ['digital_art' as const] },
      project: null,
    };
    const a = generateAdvice(digital, { message: 'How do I price my work?', history: [] });
    expect(a.topic).toBe('pricing');
    expect(a.advice).toMatch(/licence fee for commercial use/);
    expect(a.advice).not.toMatch(/square inch|framing/);
    expect(a.actionSteps[0]).toBe('Time your last 3 illustrations from first sketch to final file');
  });
});
