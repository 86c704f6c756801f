// The beginner photographer with no budget and ~2 hours a week and the advanced musician with a
// large budget get materially different plans, channels, tasks and ideas, each naming their own
// project, audience and creative type.
import { describe, expect, it } from 'vitest';
import {
  generateAdvice,
  generateContentSuggestions,
  generateDailyTasks,
  generateProjectInsights,
  generateRoadmap,
  generateStrategy,
  greeting,
} from '../src/index.ts';
import { musician, photographer, withProject } from './fixtures.ts';

const text = (value: unknown) => JSON.stringify(value);
const overlap = (a: readonly string[], b: readonly string[]) => a.filter((x) => b.includes(x)).length;

describe('personal, not canned', () => {
  const photo = {
    insights: generateProjectInsights(photographer),
    roadmap: generateRoadmap(photographer),
    daily: generateDailyTasks(photographer),
    content: generateContentSuggestions(photographer),
  };
  const music = {
    insights: generateProjectInsights(musician),
    roadmap: generateRoadmap(musician),
    daily: generateDailyTasks(musician),
    content: generateContentSuggestions(musician),
  };

  it('names each user own project, audience and creative type', () => {
    for (const r of Object.values(photo)) {
      expect(text(r)).toContain('Harbour Light Portraits');
      expect(text(r)).not.toContain('Neon Tides');
    }
    for (const r of Object.values(music)) {
      expect(text(r)).toContain('Neon Tides');
      expect(text(r)).not.toContain('Harbour Light');
    }
    expect(text(photo.insights)).toContain('young families in Bristol');
    expect(text(photo.roadmap)).toContain('young families in Bristol');
    expect(text(music.insights)).toContain('synthwave fans aged 25-40');
    expect(text(music.roadmap)).toContain('synthwave fans aged 25-40');
    expect(text(photo.insights)).toMatch(/photographer/i);
    expect(text(music.insights)).toMatch(/musician|music|release|playlist/i);
    expect(greeting(photographer)).toContain('photographer');
    expect(greeting(musician)).toContain('musician');
  });

  it('recommends different channels, paid ones only with a budget', () => {
    const photoChannels = photo.insights.recommendedChannels.map((c) => c.name);
    const musicChannels = music.insights.recommendedChannels.map((c) => c.name);
    expect(photoChannels[0]).not.toEqual(musicChannels[0]);
    expect(musicChannels).toContain('Spotify and playlist pitching');
    expect(photoChannels).not.toContain('Paid social ads');
    expect(musicChannels).toContain('Paid social ads');
    // 90 minutes a week cannot sustain TikTok or YouTube; 15 hours can.
    expect(photoChannels).not.toContain('TikTok');
    expect(photoChannels).not.toContain('YouTube');
    expect(musicChannels).toContain('TikTok');
    expect(photoChannels.length).toBeLessThan(musicChannels.length);
  });

  it('addresses each user own challenges', () => {
    expect(photo.insights.challengeSolutions.map((c) => c.challenge)).toEqual([
      'Pricing my work',
      'Confidence in self-promotion',
    ]);
    // The product's session prices and the beginner floor of $15/hour + 20%.
    const pricing = photo.insights.challengeSolutions[0]!.solution;
    expect(pricing).toContain('$150-250');
    expect(pricing).toContain('$15/hour');
    expect(pricing).toContain('20%');
    expect(music.insights.challengeSolutions.map((c) => c.challenge)).toEqual([
      'Staying consistent: Keeping momentum between releases',
    ]);
  });

  it('sizes the roadmap to time and budget', () => {
    const steps = (r: typeof photo.roadmap) => r.phases.flatMap((p) => p.steps);
    const tasks = (r: typeof photo.roadmap) => steps(r).flatMap((s) => s.tasks);
    expect(steps(photo.roadmap).length).toBeLessThan(steps(music.roadmap).length);
    const minutes = (r: typeof photo.roadmap) => tasks(r).reduce((n, t) => n + t.estimatedTime, 0);
    // Each 30-day phase of the photographer's plan fits in ~4 weeks of 90 minutes.
    for (const phase of photo.roadmap.phases) {
      const m = phase.steps.flatMap((s) => s.tasks).reduce((n, t) => n + t.estimatedTime, 0);
      expect(m).toBeLessThanOrEqual(4 * photo.roadmap.weeklyMinutes);
    }
    expect(minutes(music.roadmap)).toBeGreaterThan(3 * minutes(photo.roadmap));
    expect(text(photo.roadmap)).not.toMatch(/ad test|paid promotion|retarget/i);
    expect(text(music.roadmap)).toMatch(/paid promotion/i);
    expect(text(music.roadmap)).toMatch(/Scale the campaigns/);
    // Each gets the signature move of their field.
    expect(text(photo.roadmap)).toContain('Run a mini-session day');
    expect(text(music.roadmap)).toContain('Pitch your next release to playlists');
    expect(text(photo.roadmap)).not.toContain('playlists');
    // Stage drives the phases: an idea is validated, a launch-ready album is launched.
    expect(photo.roadmap.phases[0]!.title).toBe('Validate and define');
    expect(music.roadmap.phases.map((p) => p.title)).toContain('Launch');
    // Beginners get a learning step first; advanced creatives skip the basics.
    expect(photo.roadmap.phases[0]!.steps[0]!.title).toMatch(/Learn the basics/);
    expect(text(music.roadmap)).not.toMatch(/Learn the basics/);
    // Different steps, not the same steps with other names in them.
    const neutral = (r: typeof photo.roadmap) =>
      steps(r).map((s) => s.title.replace(/Harbour Light Portraits|Neon Tides|Instagram|TikTok/g, 'X'));
    expect(overlap(neutral(photo.roadmap), neutral(music.roadmap))).toBeLessThanOrEqual(
      neutral(photo.roadmap).length / 2,
    );
    expect(photo.roadmap.phases.map((p) => p.title)).not.toEqual(music.roadmap.phases.map((p) => p.title));
  });

  it('gives different daily tasks sized to each day budget', () => {
    expect(photo.daily.minutesAvailable).toBeLessThan(music.daily.minutesAvailable);
    for (const d of [photo.daily, music.daily]) {
      expect(d.tasks.reduce((n, t) => n + t.estimatedTime, 0)).toBeLessThanOrEqual(d.minutesAvailable);
    }
    expect(
      overlap(
        photo.daily.tasks.map((t) => t.title),
        music.daily.tasks.map((t) => t.title),
      ),
    ).toBeLessThan(photo.daily.tasks.length);
  });

  it('suggests different ideas and hashtags from each creative type', () => {
    expect(overlap(photo.content.postIdeas, music.content.postIdeas)).toBe(0);
    expect(overlap(photo.content.hashtags, music.content.hashtags)).toBeLessThanOrEqual(1);
    expect(photo.content.hashtags).toContain('#HarbourLightPortraits');
    // Local reach comes from a curated community tag, not from a tag cut out of the audience phrase.
    expect(photo.content.hashtags).toContain('#localphotographer');
    expect(music.content.hashtags).toContain('#NeonTides');
    expect(photo.content.hashtags.some((h) => /photo/i.test(h))).toBe(true);
    expect(music.content.hashtags.some((h) => /music|album|single/i.test(h))).toBe(true);
  });

  it('answers in each user communication style and level', () => {
    const q = { message: 'How do I get more followers?', history: [] };
    const casual = generateAdvice(photographer, q);
    const professional = generateAdvice(musician, q);
    expect(casual.advice).not.toEqual(professional.advice);
    expect(casual.advice).toMatch(/Start today:/); // hands-on learner
    expect(professional.advice).toMatch(/Why it works:/); // theory-first learner
    expect(casual.advice).toContain('Instagram');
    expect(professional.advice).toContain('TikTok');
    expect(casual.advice).toMatch(/twice a week/);
    expect(professional.advice).toMatch(/once a day/);
  });

  it('estimates results from time, budget and experience', () => {
    const a = generateStrategy(photographer, '90days');
    const b = generateStrategy(musician, '90days');
    expect(a.creativeType).toBe('photography');
    expect(b.creativeType).toBe('music');
    expect(a.experience).toBe('beginner');
    expect(b.primaryGoal).toBe('Reach 10,000 monthly listeners');
    const posts = (s: typeof a) => Number.parseInt(s.estimatedResults[0]!.estimate, 10);
    expect(posts(b)).toBeGreaterThan(posts(a));
    expect(b.estimatedResults.map((r) => r.metric)).toContain('Ad tests run');
    expect(a.estimatedResults.map((r) => r.metric)).not.toContain('Ad tests run');
  });

  it('follows the project when the user switches the active project', () => {
    const other = withProject(photographer, {
      name: 'Wild Coast Prints',
      targetAudience: 'hikers in Cornwall',
    });
    const r = generateRoadmap(other);
    expect(text(r)).toContain('Wild Coast Prints');
    expect(text(r)).toContain('hikers in Cornwall');
    expect(text(r)).not.toContain('Harbour Light');
  });

  it('puts channels the user already runs or has the skills for first', () => {
    const base = {
      ...photographer,
      profile: { ...photographer.profile, availableTime: 'dedicated' as const },
      project: { ...photographer.project!, availableTime: '5_10h' as const },
    };
    const names = (ctx: typeof base) => generateProjectInsights(ctx).recommendedChannels.map((c) => c.name);
    expect(names(base)[0]).toBe('Instagram');
    const video = { ...base, profile: { ...base.profile, primarySkills: ['video_production' as const] } };
    expect(names(base)).not.toContain('TikTok');
    expect(names(video)).toContain('TikTok');
    expect(generateProjectInsights(video).keyInsights.join(' ')).toMatch(/skilled in video production/);
    const pinner = {
      ...base,
      profile: { ...base.profile, currentMarketingChannels: ['Pinterest', 'my newsletter'] },
    };
    expect(names(pinner).slice(0, 2)).toContain('Pinterest');
    expect(generateProjectInsights(pinner).keyInsights.join(' ')).toMatch(/You already use Pinterest/);
  });
});
