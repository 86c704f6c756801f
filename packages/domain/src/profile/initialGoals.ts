// The goals a profile's business goals start the user with, and their ids.
import type { BusinessGoal } from '@market-muse/contracts';
import type { GoalDetails } from '../goals/goal.ts';
import { sha256Uuid } from '../ids.ts';

/** Days until an initial goal's deadline: the roadmap is a 90-day plan. */
export const INITIAL_GOAL_DAYS = 90;

/** The goal each onboarding business goal starts the user with (a measurable target for the 90 days). */
const initialGoals: Record<BusinessGoal, Omit<GoalDetails, 'deadline'>> = {
  increase_sales: {
    title: 'Increase sales',
    description: 'Make more sales of your work in the next 90 days.',
    targetValue: 20,
    unit: 'sales',
  },
  grow_following: {
    title: 'Grow my following',
    description: 'Reach more people who follow your work.',
    targetValue: 500,
    unit: 'followers',
  },
  build_brand: {
    title: 'Build my brand',
    description: 'Publish consistently so people recognise your style and voice.',
    targetValue: 36,
    unit: 'posts',
  },
  find_clients: {
    title: 'Find new clients',
    description: 'Win new clients or commissions.',
    targetValue: 5,
    unit: 'clients',
  },
  launch_product: {
    title: 'Launch a product',
    description: 'Take a product from plan to launch, step by step.',
    targetValue: 1,
    unit: 'launch',
  },
  expand_market: {
    title: 'Expand to new markets',
    description: 'Reach a new audience, channel or region.',
    targetValue: 2,
    unit: 'new markets',
  },
  improve_pricing: {
    title: 'Improve my pricing',
    description: 'Set prices that cover your time and costs, and raise your average sale.',
    targetValue: 20,
    unit: '% higher average price',
  },
  build_community: {
    title: 'Build a community',
    description: 'Gather people who engage with your work: a newsletter, group or regular audience.',
    targetValue: 100,
    unit: 'members',
  },
};

export const initialGoalDetails = (businessGoal: BusinessGoal, savedAt: Date): GoalDetails => ({
  ...initialGoals[businessGoal],
  deadline: new Date(savedAt.getTime() + INITIAL_GOAL_DAYS * 86_400_000).toISOString().slice(0, 10),
});

/**
 * The same user and business goal always name the same goal stream: saving again never duplicates it,
 * on the server or in demo mode (a name-based UUID, so it fits the uuid columns like any other goal id).
 */
export const initialGoalId = (userId: string, businessGoal: BusinessGoal) =>
  sha256Uuid(`initial-goal:${userId}:${businessGoal}`);
