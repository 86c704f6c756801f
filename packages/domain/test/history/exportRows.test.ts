import type { MarketMuseEvent } from '@market-muse/contracts';
import { describe, expect, it } from 'vitest';
import { exportRow, userExportRows, userExportText } from '../../src/history/exportRows.ts';
import type { Recorded } from '../../src/history/recorded.ts';

const at = '2026-11-21T10:00:00.000Z';
let position = 0n;
const recorded = (event: MarketMuseEvent, streamType: string): Recorded => {
  position += 1n;
  return {
    ...event,
    eventId: `e-${position}`,
    globalPosition: position,
    schemaVersion: 1,
    streamType,
    streamId: `${streamType}-x`,
    createdAt: new Date(at),
  } as Recorded;
};

const events = [
  recorded(
    {
      type: 'ProfileSaved',
      data: {
        userId: 'u',
        profile: { creativeTypes: ['music'] } as never,
        changed: ['creativeTypes'],
        createdAt: at,
        savedAt: '2026-11-21T10:00:01.000Z',
      },
    },
    'profile',
  ),
  recorded(
    {
      type: 'RoadmapGenerated',
      data: {
        roadmapId: 'r',
        userId: 'u',
        goalId: 'g',
        projectId: 'p',
        title: 'Ninety days',
        description: '',
        estimatedDuration: '90 days',
        totalSteps: 1,
        weeklyMinutes: 60,
        phases: [],
        taskIds: ['t'],
        source: 'local',
        generatedAt: '2026-11-21T10:00:02.000Z',
      },
    },
    'roadmap',
  ),
  recorded(
    {
      type: 'TaskCompleted',
      data: {
        taskId: 't',
        userId: 'u',
        roadmapId: 'r',
        projectId: 'p',
        completedAt: '2026-11-22T08:00:00.000Z',
      },
    },
    'task',
  ),
  recorded(
    {
      type: 'DailyTasksGenerated',
      data: {
        userId: 'u',
        date: '2026-11-22',
        roadmapId: null,
        phase: 'Foundation',
        minutesAvailable: 30,
        taskIds: [],
        source: 'local',
        generatedAt: '2026-11-22T07:00:00.000Z',
      },
    },
    'daily',
  ),
];

describe('export rows', () => {
  it('say when each fact happened, what it is about and its figures, from the typed event', () => {
    const rows = userExportRows('u', events);
    expect(rows.map((r) => [r.type, r.occurred_at, r.entity_id, r.title, r.value])).toEqual([
      ['ProfileSaved', '2026-11-21T10:00:01.000Z', 'u', null, 1],
      // A roadmap made for a goal is filed under the goal (the export's columns are stable).
      ['RoadmapGenerated', '2026-11-21T10:00:02.000Z', 'g', 'Ninety days', null],
      ['TaskCompleted', '2026-11-22T08:00:00.000Z', 't', null, null],
      ['DailyTasksGenerated', '2026-11-22T07:00:00.000Z', 'u', null, null],
    ]);
    expect(rows[1]).toMatchObject({ goal_id: 'g', project_id: 'p', roadmap_id: null });
    expect(rows[2]).toMatchObject({ roadmap_id: 'r', project_id: 'p', goal_id: null });
  });

  it('name the user by the column value: a pseudonym for analysts, never the id', () => {
    const row = exportRow(events[0]!, 'u_pseudonym', null);
    expect(row.user).toBe('u_pseudonym');
    expect(row.entity_id).toBe('u_pseudonym');
  });

  it('download as CSV with a header, or NDJSON', () => {
    const csv = userExportText('u', events, 'csv').split('\n');
    expect(csv[0]).toBe(
      'event_id,position,occurred_at,recorded_at,user,type,schema_version,stream_type,entity_id,title,category,status,value,target_value,project_id,roadmap_id,goal_id',
    );
    expect(csv).toHaveLength(events.length + 2);
    const ndjson = userExportText('u', events, 'ndjson').trim().split('\n');
    expect(JSON.parse(ndjson[1]!)).toMatchObject({ type: 'RoadmapGenerated', title: 'Ninety days' });
  });
});
