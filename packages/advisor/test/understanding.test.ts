// The chat understands by retrieval: each subject of the knowledge base is found from how creatives
// put it (typos included), follow-ups narrow the conversation's topic, and a message that matches
// nothing is never answered with the last topic.
import type { ChatMessage } from '@market-muse/contracts';
import { ADVICE_TOPICS, TaskDraft } from '@market-muse/contracts';
import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { sayFor } from '../src/chat/say.ts';
import { lines } from '../src/chat/topic.ts';
import { topics } from '../src/chat/topics/index.ts';
import { understand } from '../src/chat/understand.ts';
import { derivePersona, detectTopic, generateAdvice, proposedActionsOf } from '../src/index.ts';
import { musician, photographer } from './fixtures.ts';

const at = '2026-11-21T10:00:00.000Z';
const after = (...messages: string[]): ChatMessage[] =>
  messages.flatMap((message) => [
    { type: 'user' as const, message, timestamp: at },
    { type: 'ai' as const, message: 'An answer.', actionSteps: [], timestamp: at },
  ]);

describe('the knowledge base', () => {
  it('holds at least 60 subjects, each a topic of the contract with phrasings, an answer and steps', () => {
    expect(topics.length).toBeGreaterThanOrEqual(60);
    expect(new Set(topics.map((t) => t.id)).size).toBe(topics.length);
    for (const ctx of [photographer, musician]) {
      const say = sayFor(derivePersona(ctx), 'Instagram');
      for (const t of topics) {
        expect(ADVICE_TOPICS).toContain(t.id);
        expect(t.asks.length).toBeGreaterThanOrEqual(2);
        expect(lines(t.answer(say)).length).toBeGreaterThanOrEqual(2);
        expect(lines(t.steps(say)).length).toBeGreaterThanOrEqual(3);
      }
    }
  });
});

describe('understanding', () => {
  it.each([
    ['What should I post for Christmas?', 'holiday_content'],
    ['Should I start a Patreon?', 'memberships'],
    ['Can I apply for grants?', 'grants'],
    ['How do I get my work into a gallery?', 'galleries'],
    ['Someone copied my design on Etsy', 'copying_takedowns'],
    ['pricng my paintings??', 'pricing'],
    ['how do i get more folowers', 'social_media_growth'],
    ['should I do a kickstarter', 'crowdfunding'],
  ])('finds %j as %s', (message, topic) => {
    expect(detectTopic(message)).toBe(topic);
  });

  // The rest of such a question says why pricing is hard; its words match clients or posting times.
  it.each([
    ['How do I price my work when nobody knows me yet?', 'pricing'],
    ['what should I charge when I have no followers', 'pricing'],
    ['how do i price my first commission', 'commissions'],
    ['how should I price my prints for wholesale', 'wholesale'],
    ['what do i charge a gallery', 'galleries'],
    ['how much should I charge for shipping overseas', 'packaging_shipping'],
    ['a brand wants my song in their ad, what should i charge', 'licensing'],
  ])('answers %j, a question of what to charge, on %s', (message, topic) => {
    expect(detectTopic(message)).toBe(topic);
  });

  it('never gives an unrelated message the previous topic', () => {
    const history = after('How should I price my mugs?');
    expect(
      generateAdvice(photographer, { message: 'What should I post for Christmas?', history }).topic,
    ).toBe('holiday_content');
    for (const message of ['asdf qwer', 'what is the weather in paris', 'banana']) {
      const a = generateAdvice(photographer, { message, history });
      expect(a.topic).toBe('unclear');
      expect(a.advice).toMatch(/^I am not sure what you mean/);
      expect(a.advice).toContain('I can help with');
      expect(a.actionSteps).toEqual([]);
    }
  });

  it('answers small talk briefly, without a marketing block', () => {
    const history = after('How should I price my mugs?');
    for (const message of ['thanks!', 'hi', 'ok cool', 'bye', 'how are you?']) {
      const a = generateAdvice(photographer, { message, history });
      expect(a.topic).toBe('small_talk');
      expect(a.advice.length).toBeLessThan(220);
      expect(a.actionSteps).toEqual([]);
    }
  });

  it('resolves a follow-up that narrows the last topic to a platform', () => {
    const a = generateAdvice(photographer, {
      message: 'and for Instagram?',
      history: after('which hashtags should I use for my portraits'),
    });
    expect(a.topic).toBe('hashtags');
    expect(a.advice).toMatch(/^On Instagram/);
  });

  it('answers "how often?" for the topic the conversation is on', () => {
    const newsletter = generateAdvice(musician, {
      message: 'how often?',
      history: after('should i start a newsletter'),
    });
    expect(newsletter.topic).toBe('email_list');
    expect(newsletter.advice).toMatch(/once or twice a month/i);
    const video = understand('how often should I post them', after('should I be making reels'));
    expect(video.kind === 'topic' && video.topic.id).toBe('short_video');
  });

  it('moves to a new subject named inside a follow-up', () => {
    const u = understand('ok and what about pricing?', after('how do I do a craft fair'));
    expect(u.kind === 'topic' && u.topic.id).toBe('pricing');
  });

  it('does not answer "how often?" at the start of a conversation as if it knew the subject', () => {
    expect(generateAdvice(photographer, { message: 'how often?', history: [] }).topic).toBe('unclear');
  });
});

describe('proposed actions', () => {
  it('offers the action steps of an answer as tasks to confirm, and nothing for small talk', () => {
    const a = generateAdvice(photographer, { message: 'How should I price my sessions?', history: [] });
    const actions = proposedActionsOf(a);
    expect(actions.map((x) => x.kind === 'add_task' && x.task.title)).toEqual(a.actionSteps);
    expect(actions.every((x) => x.kind === 'add_task' && Schema.is(TaskDraft)(x.task))).toBe(true);
    expect(proposedActionsOf(generateAdvice(photographer, { message: 'thanks!', history: [] }))).toEqual([]);
  });
});
