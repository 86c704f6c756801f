import { HttpServerResponse } from '@effect/platform';
import { Task } from '@market-muse/contracts';
import { Effect, Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { answeredAsIs } from '../src/http/answeredAsIs.ts';

const task = (overrides: Partial<Task> = {}): Task => ({
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  userId: 'a1b2c3d4-0000-4000-8000-000000000002',
  roadmapId: null,
  projectId: 'a1b2c3d4-0000-4000-8000-000000000003',
  title: 'Post a studio photo',
  description: 'One photo of the work in progress, with a line on what it will become.',
  status: 'completed',
  completed: true,
  priority: 'high',
  category: 'content',
  estimatedTime: 20,
  dueDate: '2026-11-20',
  completedAt: '2026-11-20T18:04:05.123Z',
  createdAt: '2026-11-20T07:00:00.000Z',
  updatedAt: '2026-11-20T18:04:05.123Z',
  ...overrides,
});

const TaskList = Schema.Array(Task);
const bodyOf = (response: HttpServerResponse.HttpServerResponse) => {
  if (response.body._tag !== 'Uint8Array') throw new Error(`a ${response.body._tag} body`);
  return JSON.parse(new TextDecoder().decode(response.body.body)) as unknown;
};

describe('answering a read model value as its own JSON', () => {
  const answer = answeredAsIs(TaskList);

  it("writes a list the contract accepts as JSON equal to the schema's encoding", () => {
    const list = [task(), task({ status: 'pending', completed: false, completedAt: null, dueDate: null })];
    const answered = answer(list);
    expect(HttpServerResponse.isServerResponse(answered)).toBe(true);
    const response = answered as HttpServerResponse.HttpServerResponse;
    expect(response.status).toBe(200);
    expect(response.body.contentType).toBe('application/json');
    expect(bodyOf(response)).toEqual(Effect.runSync(Schema.encode(TaskList)(list)));
  });

  it("hands a value the contract refuses back to the route's encoder, which fails on it as before", () => {
    const broken = [task({ completed: false }), task({ createdAt: 'yesterday' })];
    for (const list of [[broken[0]!], [broken[1]!]]) {
      const answered = answer(list);
      expect(HttpServerResponse.isServerResponse(answered)).toBe(false);
      expect(answered).toBe(list);
      expect(Effect.runSync(Effect.either(Schema.encode(TaskList)(list)))._tag).toBe('Left');
    }
  });

  it('refuses a schema whose encoding is not the value itself', () => {
    expect(() => answeredAsIs(Schema.Struct({ at: Schema.NumberFromString }))).toThrow(
      /encodes a value to itself/,
    );
  });
});
