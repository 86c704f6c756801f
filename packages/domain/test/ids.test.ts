import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { newId, sha1Uuid, sha256Hex, sha256Uuid } from '../src/ids.ts';
import { initialGoalId } from '../src/profile/initialGoals.ts';
import { communityHabitTaskId } from '../src/tasks/communityHabit.ts';
import { emailStream, unkeyedEmailStreamId } from '../src/users/emailReservation.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const userId = '3f0c2a4e-1111-4222-8333-444455556666';

describe('ids', () => {
  it('names the same streams the server always named, so recorded histories replay', () => {
    // Computed with node:crypto by the server before the rules moved into the browser-safe domain.
    expect(initialGoalId(userId, 'increase_sales')).toBe('ee2cfd33-4e3e-88c8-8c22-03b7ceec1e19');
    expect(communityHabitTaskId(userId, '2026-11-16')).toBe('75e8bd94-d5fa-53d9-a53f-d794f40dcd88');
    // Before e-mail streams were keyed (the migration renames such streams to their keyed ids).
    expect(unkeyedEmailStreamId(' Ada@Example.com')).toBe(
      'email-b5fc85e55755f9e0d030a10ab4429b6b2944855f9a0d60077fe832becbc41d72',
    );
  });

  it('keys e-mail streams with a secret: no dictionary of addresses reverses them without it', () => {
    expect(emailStream(' Ada@Example.com', 'k').id).toBe(
      `email-${createHmac('sha256', 'k').update('ada@example.com').digest('hex')}`,
    );
    expect(emailStream('ada@example.com', 'k').id).not.toBe(emailStream('ada@example.com', 'other').id);
    expect(emailStream('ada@example.com', 'k').id).not.toContain(sha256Hex('ada@example.com'));
  });

  it('hashes as node:crypto does, for any name', () => {
    for (const name of ['', 'a', 'initial-goal:u:grow_following', 'ünïcödé ✓', 'x'.repeat(1000)]) {
      expect(sha256Hex(name)).toBe(createHash('sha256').update(name).digest('hex'));
      expect(sha256Uuid(name)).toMatch(UUID);
      expect(sha1Uuid(name).slice(0, 8)).toBe(createHash('sha1').update(name).digest('hex').slice(0, 8));
    }
  });

  it('makes random version 4 UUIDs, also without crypto.randomUUID (plain http)', () => {
    expect(newId()).toMatch(UUID);
    expect(newId()).not.toBe(newId());
    const original = globalThis.crypto.randomUUID;
    Object.defineProperty(globalThis.crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      const id = newId();
      expect(id).toMatch(UUID);
      expect(id[14]).toBe('4');
    } finally {
      Object.defineProperty(globalThis.crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
