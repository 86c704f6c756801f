// The knowledge base the chat retrieves from, one list of every topic.
import type { Topic } from '../topic.ts';
import { careerTopics } from './career.ts';
import { channelTopics } from './channels.ts';
import { practiceTopics } from './practice.ts';
import { releaseTopics } from './releases.ts';
import { sellingTopics } from './selling.ts';

export const topics: readonly Topic[] = [
  ...sellingTopics,
  ...channelTopics,
  ...careerTopics,
  ...releaseTopics,
  ...practiceTopics,
];
