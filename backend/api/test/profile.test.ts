import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, databaseKinds, startApp } from './harness.ts';

type App = Awaited<ReturnType<typeof startApp>>;

const signedIn = async (app: App, firstName = 'Ada') => {
  const c = client(app.url);
  const email = `${firstName.toLowerCase()}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await c.post('/api/auth/register', {
    email,
    password: 'correct horse',
    firstName,
    lastName: 'Tester',
  });
  if (res.status !== 201) throw new Error(`sign-up failed: ${res.status} ${res.text}`);
  return Object.assign(c, { userId: res.json.id as string, email });
};

const variantA = {
  creativeTypes: ['photography', 'visual_art'],
  experienceLevel: 'intermediate',
  currentProjectName: 'Coastal Light',
  projectDescription: 'A photo book of the northern coast',
  projectStage: 'development',
  targetAudience: 'Travel lovers',
  businessGoals: ['increase_sales', 'grow_following'],
  availableBudget: 'minimal',
  availableTime: 'moderate',
  biggestChallenges: ['pricing_work', 'consistency'],
  onboardingCompleted: true,
};

describe.each(databaseKinds)('profile routes on %s', (kind) => {
  let app: App;
  beforeAll(async () => {
    app = await startApp(kind);
  });
  afterAll(async () => {
    await app?.close();
  });

  it('answers 404 before the first save, then saves variant A and completes onboarding', async () => {
    const c = await signedIn(app);
    const missing = await c.get('/api/profile');
    expect(missing.status).toBe(404);
    expect(missing.text).toBe('Profile not found');

    const saved = await c.post('/api/profile', variantA);
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({
      ...variantA,
      userId: c.userId,
      creativeType: 'photography',
      primarySkills: [],
      communicationStyle: null,
      onboardingCompleted: true,
    });
    expect((await c.get('/api/profile')).json).toEqual(saved.json);
  });

  it('takes variant B labels, keeps earlier fields on a partial save, and never undoes onboarding', async () => {
    const c = await signedIn(app);
    await c.post('/api/profile', {
      creativeTypes: ['Photographer', 'Musician'],
      experienceLevel: 'beginner',
    });
    const second = await c.post('/api/profile', {
      primarySkills: ['Branding & Identity', 'Social Media'],
      communicationStyle: 'casual',
      learningPreference: 'hands_on',
      availableDays: ['Thursday', 'monday'],
      timezone: 'Europe/Berlin',
      onboardingCompleted: true,
    });
    expect(second.status).toBe(200);
    expect(second.json).toMatchObject({
      creativeTypes: ['photography', 'music'],
      creativeType: 'photography',
      experienceLevel: 'beginner',
      primarySkills: ['branding_identity', 'social_media'],
      communicationStyle: 'casual',
      learningPreference: 'hands_on',
      availableDays: ['monday', 'thursday'],
      timezone: 'Europe/Berlin',
      onboardingCompleted: true,
    });
    const third = await c.post('/api/profile', {
      experienceLevel: null,
      onboardingCompleted: false,
      creativeType: 'Filmmaker',
    });
    expect(third.json).toMatchObject({
      experienceLevel: null,
      onboardingCompleted: true,
      creativeTypes: ['film'],
      communicationStyle: 'casual',
    });
    expect(new Date(third.json.updatedAt as string) >= new Date(third.json.createdAt as string)).toBe(true);
  });

  it('sets one initial goal per business goal, and saving again does not duplicate them', async () => {
    const c = await signedIn(app);
    await c.post('/api/profile', variantA);
    await c.post('/api/profile', variantA);
    await c.post('/api/profile', { ...variantA, businessGoals: ['grow_following', 'build_community'] });
    const goals = (await c.get('/api/goals')).json as unknown as Array<Record<string, unknown>>;
    expect(goals.map((g) => g.title)).toEqual(['Increase sales', 'Grow my following', 'Build a community']);
    expect(goals[1]).toMatchObject({
      status: 'active',
      unit: 'followers',
      targetValue: 500,
      currentValue: 0,
      progress: 0,
    });
  });

  it('two saves at once keep one profile and one initial goal per business goal', async () => {
    const c = await signedIn(app);
    const answers = await Promise.all([
      c.post('/api/profile', { ...variantA, experienceLevel: 'beginner' }),
      c.post('/api/profile', { ...variantA, experienceLevel: 'advanced' }),
      c.post('/api/profile', { businessGoals: ['increase_sales'] }),
    ]);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const goals = (await c.get('/api/goals')).json as unknown as Array<Record<string, unknown>>;
    expect(goals.map((g) => g.title).sort()).toEqual(['Grow my following', 'Increase sales']);
    expect(['beginner', 'advanced']).toContain((await c.get('/api/profile')).json.experienceLevel);
  });

  it('answers 400 naming the field for bad values', async () => {
    const c = await signedIn(app);
    const cases: Array<[unknown, string]> = [
      [{ experienceLevel: 'guru' }, 'experienceLevel: must be one of beginner, intermediate, advanced'],
      [{ creativeTypes: ['astronaut'] }, 'creativeTypes.0: unknown creative type: astronaut'],
      [{ creativeTypes: 'photography' }, 'creativeTypes: must be a list'],
      [{ businessGoals: ['get_rich'] }, 'businessGoals.0: must be one of'],
      [{ yearsActive: 2.5 }, 'yearsActive: must be a whole number of years'],
      [{ onboardingCompleted: 'yes' }, 'onboardingCompleted: must be true or false'],
      [{ timezone: 'Mars/Olympus' }, 'timezone: unknown time zone Mars/Olympus'],
      [{ availableDays: ['someday'] }, 'availableDays: unknown value someday'],
    ];
    for (const [body, message] of cases) {
      const res = await c.post('/api/profile', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.text).toContain(message);
    }
    expect((await c.postRaw('/api/profile', '{not json')).status).toBe(400);
    expect((await c.get('/api/profile')).status).toBe(404);
  });

  it('answers 401 Unauthorized when signed out', async () => {
    const anonymous = client(app.url);
    for (const res of [await anonymous.get('/api/profile'), await anonymous.post('/api/profile', variantA)]) {
      expect(res.status).toBe(401);
      expect(res.text).toBe('Unauthorized');
    }
  });
});
