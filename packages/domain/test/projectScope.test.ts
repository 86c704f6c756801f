import { describe, expect, it } from 'vitest';
import { firstProjectOf, inProjectScope, projectOf } from '../src/projects/scope.ts';

const projects = [
  { id: 'b', createdAt: '2026-11-02T00:00:00.000Z' },
  { id: 'a', createdAt: '2026-11-01T00:00:00.000Z' },
];

describe('the project a roadmap, goal or task belongs to', () => {
  it('is its own project, or the first project when it was recorded without one', () => {
    expect(firstProjectOf(projects)).toBe('a');
    expect(firstProjectOf([])).toBeNull();
    expect(projectOf({ projectId: 'b' }, 'a')).toBe('b');
    expect(projectOf({ projectId: null }, 'a')).toBe('a');
  });

  it('scopes reads to the active project; projectless items go with the first project', () => {
    const items = [{ projectId: 'a' }, { projectId: 'b' }, { projectId: null }];
    expect(items.filter(inProjectScope({ projectId: 'a', firstProjectId: 'a' }))).toEqual([
      { projectId: 'a' },
      { projectId: null },
    ]);
    expect(items.filter(inProjectScope({ projectId: 'b', firstProjectId: 'a' }))).toEqual([
      { projectId: 'b' },
    ]);
    // Without projects, everything the user has is in scope.
    expect(items.filter(inProjectScope({ projectId: null, firstProjectId: null }))).toEqual(items);
  });

  it('picks the same first project whatever the order or tie', () => {
    const tied = [
      { id: 'z', createdAt: '2026-11-01T00:00:00.000Z' },
      { id: 'y', createdAt: '2026-11-01T00:00:00.000Z' },
    ];
    expect(firstProjectOf(tied)).toBe('y');
    expect(firstProjectOf([...tied].reverse())).toBe('y');
  });
});
