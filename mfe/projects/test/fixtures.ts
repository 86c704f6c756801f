import type { Dashboard } from '@market-muse/client';
import { profileFixture } from '@market-muse/client/testing';
import type { Goal, Profile, Project, ProjectInsights, Roadmap, Task } from '@market-muse/contracts';

const AT = '2026-11-01T10:00:00.000Z';

export const project = (over: Partial<Project> = {}): Project => ({
  id: 'p1',
  name: 'Coastal Light',
  description: 'A series of seascapes printed on recycled paper',
  projectType: 'art_collection',
  targetAudience: 'coffee shop owners',
  uniqueSellingPoint: 'Recycled paper',
  projectStage: 'development',
  availableBudget: '100_500',
  availableTime: '5_10h',
  biggestChallenges: [],
  websiteUrl: null,
  socialMediaLinks: [],
  targetRevenue: null,
  launchTimeline: null,
  isActive: false,
  createdAt: AT,
  ...over,
});

export const goal = (over: Partial<Goal> = {}): Goal => ({
  id: 'g1',
  projectId: null,
  title: 'Grow my following',
  description: 'Reach more collectors',
  status: 'active',
  deadline: '2027-02-01',
  targetValue: 500,
  currentValue: 100,
  unit: 'followers',
  progress: 20,
  createdAt: AT,
  ...over,
});

export const task = (over: Partial<Task> = {}): Task => ({
  id: 't1',
  userId: 'u1',
  roadmapId: 'r1',
  projectId: null,
  title: 'Post a behind-the-scenes photo',
  description: 'Show the printing process',
  status: 'pending',
  completed: false,
  priority: 'high',
  category: 'social_media',
  estimatedTime: 30,
  dueDate: null,
  completedAt: null,
  createdAt: AT,
  updatedAt: AT,
  ...over,
});

export const roadmap = (over: Partial<Roadmap> = {}): Roadmap => ({
  id: 'r1',
  userId: 'u1',
  goalId: 'g1',
  projectId: null,
  title: '90-Day Plan: Grow my following',
  description: 'From foundation to momentum',
  status: 'active',
  totalSteps: 3,
  completedSteps: 1,
  estimatedDuration: '90 days',
  phases: [
    {
      title: 'Foundation',
      description: 'Set up your presence',
      startDay: 1,
      endDay: 30,
      steps: [
        { title: 'Polish your profile', description: 'Bio and links' },
        { title: 'Pick your channels', description: 'Two to start' },
      ],
    },
    {
      title: 'Momentum',
      description: 'Post with rhythm',
      startDay: 31,
      endDay: 90,
      steps: [{ title: 'Weekly posts', description: 'Three a week' }],
    },
  ],
  createdAt: new Date().toISOString(),
  updatedAt: AT,
  ...over,
});

export const profile = (over: Partial<Profile> = {}): Profile =>
  profileFixture({
    experienceLevel: 'intermediate',
    currentProjectName: 'Coastal Light',
    projectStage: 'development',
    targetAudience: 'coffee shop owners',
    createdAt: AT,
    updatedAt: AT,
    ...over,
  });

export const dashboard = (over: Partial<Dashboard> = {}): Dashboard => ({
  milestones: { profileComplete: true, hasGoal: true, hasTask: true },
  milestonesDone: 3,
  progressPercent: 100,
  progressText: 'All set! Ready to grow',
  recentTasks: [],
  roadmapProgress: { roadmapId: 'r1', goalId: 'g1', completedTasks: 2, totalTasks: 8, percent: 25 },
  quickStats: { activeGoals: 1, tasksThisWeek: 6, completedTasks: 2, successRate: 25 },
  ...over,
});

export const insights = (): ProjectInsights => ({
  keyInsights: ['Cafés buy local art', 'Instagram drives discovery', 'Prints sell in sets'],
  audienceSegments: [
    { name: 'Café owners', description: 'Decorate with local work' },
    { name: 'Gift buyers', description: 'Look for unique presents' },
  ],
  recommendedChannels: [
    { name: 'Instagram', priority: 'High', reason: 'Visual', expectedROI: '3x' },
    { name: 'Markets', priority: 'Medium', reason: 'Face to face', expectedROI: '2x' },
  ],
  challengeSolutions: [{ challenge: 'Consistency', solution: 'Batch your posts', timeline: '2 weeks' }],
  source: 'local',
});
