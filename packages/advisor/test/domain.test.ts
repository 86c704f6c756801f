// The canonical creative types cover both onboarding variants.
import {
  CREATIVE_TYPE_VARIANT_B_LABELS,
  CREATIVE_TYPES,
  CreativeTypeFromInput,
  creativeTypeFromVariantB,
  creativeTypeLabels,
  normaliseCreativeType,
  normaliseSkill,
  Task,
} from '@market-muse/contracts';
import { Either, Schema } from 'effect';
import { describe, expect, it } from 'vitest';

describe('creative types', () => {
  it('accept every variant A value and canonical label', () => {
    for (const t of CREATIVE_TYPES) {
      expect(normaliseCreativeType(t)).toBe(t);
      expect(normaliseCreativeType(creativeTypeLabels[t])).toBe(t);
    }
  });

  it('map every variant B label, in any case', () => {
    for (const label of CREATIVE_TYPE_VARIANT_B_LABELS) {
      expect(normaliseCreativeType(label)).toBe(creativeTypeFromVariantB[label]);
      expect(normaliseCreativeType(label.toUpperCase())).toBe(creativeTypeFromVariantB[label]);
    }
    expect(normaliseCreativeType('Filmmaker')).toBe('film');
    expect(normaliseCreativeType('Performer')).toBe('performance');
    expect(normaliseCreativeType('Inventor')).toBe('invention');
    expect(normaliseCreativeType('Author/Writer')).toBe('writing');
  });

  it('map the person nouns seen in stored data', () => {
    expect(normaliseCreativeType('visual_artist')).toBe('visual_art');
    expect(normaliseCreativeType('photographer')).toBe('photography');
    expect(normaliseCreativeType('musician')).toBe('music');
    expect(normaliseCreativeType('author_writer')).toBe('writing');
  });

  it('reject unknown values', () => {
    expect(normaliseCreativeType('astronaut')).toBeUndefined();
    expect(normaliseCreativeType('  ')).toBeUndefined();
    expect(Either.isLeft(Schema.decodeUnknownEither(CreativeTypeFromInput)('astronaut'))).toBe(true);
    expect(Schema.decodeUnknownSync(CreativeTypeFromInput)('Crafts Maker')).toBe('crafts');
  });

  it('normalise variant B skills', () => {
    expect(normaliseSkill('Branding & Identity')).toBe('branding_identity');
    expect(normaliseSkill('Writing & Copywriting')).toBe('writing_copywriting');
    expect(normaliseSkill('music_production')).toBe('music_production');
  });
});

describe('task', () => {
  const task = {
    id: 't1',
    userId: 'u1',
    roadmapId: null,
    projectId: null,
    title: 'Post',
    description: 'Post a reel',
    status: 'completed',
    completed: true,
    priority: 'high',
    category: 'content',
    estimatedTime: 30,
    dueDate: '2026-11-21',
    completedAt: '2026-11-21T10:00:00.000Z',
    createdAt: '2026-11-20T10:00:00.000Z',
    updatedAt: '2026-11-21T10:00:00.000Z',
  };
  it('keeps completed in step with status', () => {
    expect(Schema.is(Task)(task)).toBe(true);
    expect(Schema.is(Task)({ ...task, completed: false })).toBe(false);
  });
});
