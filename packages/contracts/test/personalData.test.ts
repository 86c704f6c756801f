import { Schema } from 'effect';
import { describe, expect, it } from 'vitest';
import { EventSchemas, type EventType } from '../src/events.ts';
import {
  ERASED_TEXT,
  eventFieldPrivacy,
  eventFieldSchemas,
  personalDataPolicy,
  personalFieldsOf,
} from '../src/personalData.ts';

const types = Object.keys(EventSchemas) as EventType[];
const fieldsOf = eventFieldSchemas;

describe('personal fields', () => {
  it('are decided for every field of every event type, and only for fields it has', () => {
    for (const type of types) {
      expect(Object.keys(eventFieldPrivacy[type]).sort(), type).toEqual(Object.keys(fieldsOf(type)).sort());
    }
    expect(Object.keys(eventFieldPrivacy).sort()).toEqual([...types].sort());
  });

  it('belong to events that name their owner in a plain userId (the key they are encrypted with)', () => {
    for (const type of types) {
      if (personalFieldsOf(type).length === 0) continue;
      expect(eventFieldPrivacy[type], type).toHaveProperty('userId', 'not personal');
    }
  });

  it('mark what identifies a person or was typed by them as personal', () => {
    expect(personalFieldsOf('UserRegistered')).toEqual(['email', 'firstName', 'lastName', 'passwordHash']);
    expect(personalFieldsOf('EmailReserved')).toEqual(['email']);
    expect(personalFieldsOf('AdviceGiven')).toEqual(['message', 'result']);
    expect(personalFieldsOf('ContentAnalyzed')).toEqual(['content', 'result']);
    expect(personalFieldsOf('TaskCompleted')).toEqual([]);
  });

  it('leave an event that still decodes once erased', () => {
    for (const type of types) {
      const erased = personalDataPolicy.fields[type] ?? {};
      for (const [field, value] of Object.entries(erased)) {
        // Decoded as the field of a struct, so an optional field (a property signature) decodes too.
        const holder = Schema.Struct({ [field]: fieldsOf(type)[field]! });
        expect(Schema.decodeUnknownEither(holder)({ [field]: value })._tag, `${type}.${field}`).toBe('Right');
      }
    }
    expect(personalDataPolicy.fields.UserRegistered).toEqual({
      email: ERASED_TEXT,
      firstName: ERASED_TEXT,
      lastName: ERASED_TEXT,
      passwordHash: ERASED_TEXT,
    });
    expect(personalDataPolicy.fields.ProjectCreated?.description).toBeNull();
    expect(personalDataPolicy.fields.ProjectCreated?.socialMediaLinks).toEqual([]);
  });
});
