// The creative's planned posts as their calendar events leave them, for the folds over posts (/analytics'
// planned-vs-published weeks and the numbers per post): the text, platform and planned time, when and where
// each went out, and its latest numbers.
import type { Recorded } from './recorded.ts';

type ResultsData = Extract<Recorded, { type: 'PlannedPostResultsRecorded' }>['data'];

/** A post's numbers as last recorded, by hand or fetched. */
export type PostNumbers = Omit<ResultsData, 'postId' | 'userId'>;

export interface PostSoFar {
  text: string;
  platform: string;
  scheduledAt: string;
  /** When it went out, while it counts as published. */
  publishedAt: string | null;
  /** Where it can be seen, once published. */
  url: string | null;
  results: PostNumbers | null;
}

/** Applies the event to the posts (by id) when it is a planned post's; answers whether it was one. */
export const foldPlannedPost = (posts: Map<string, PostSoFar>, event: Recorded): boolean => {
  switch (event.type) {
    case 'PlannedPostScheduled':
      posts.set(event.data.postId, {
        text: event.data.text,
        platform: event.data.platform,
        scheduledAt: event.data.scheduledAt,
        publishedAt: null,
        url: null,
        results: null,
      });
      return true;
    case 'PlannedPostRescheduled': {
      const post = posts.get(event.data.postId);
      if (post) post.scheduledAt = event.data.scheduledAt;
      return true;
    }
    case 'PlannedPostEdited': {
      const post = posts.get(event.data.postId);
      if (post) Object.assign(post, { text: event.data.text, platform: event.data.platform });
      return true;
    }
    case 'PlannedPostPublished': {
      const post = posts.get(event.data.postId);
      if (post) Object.assign(post, { publishedAt: event.data.publishedAt, url: event.data.url ?? post.url });
      return true;
    }
    case 'PlannedPostUnpublished': {
      const post = posts.get(event.data.postId);
      if (post) Object.assign(post, { publishedAt: null, url: null });
      return true;
    }
    case 'PlannedPostResultsRecorded': {
      const post = posts.get(event.data.postId);
      const { postId: _post, userId: _user, ...numbers } = event.data;
      if (post) post.results = numbers;
      return true;
    }
    case 'PlannedPostDeleted':
      posts.delete(event.data.postId);
      return true;
    default:
      return false;
  }
};
