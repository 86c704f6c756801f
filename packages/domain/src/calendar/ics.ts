import { type PlannedPost, platformLabels } from '@market-muse/contracts';
import { createEvents, type EventAttributes } from 'ics';

// Browser-safe (the `ics` package only): the server's /api/calendar/export.ics and demo mode's export both
// write the file with this, so they cannot drift apart. Its own entry (@market-muse/commands/ics), so the
// pure deciders do not carry the iCalendar writer into the demo's first chunk.
//
// The content calendar as an iCalendar file (RFC 5545) that Google Calendar, Apple Calendar and Outlook
// import: one 30-minute event per post at its time (UTC), a reminder 15 minutes before, and a UID that
// stays the same for the post, so importing again updates the events instead of doubling them.

export const ICS_PRODUCT_ID = 'market-muse/content-calendar';
export const ICS_CALENDAR_NAME = 'Market Muse content calendar';
const SUMMARY_LENGTH = 60;

/** The UID of a post's event: stable per post, unique across calendars. */
export const postUid = (postId: string) => `${postId}@market-muse`;

/** 'Instagram: Behind the scenes of the harbour…' — the first line, shortened. */
export const postSummary = (post: PlannedPost) => {
  const firstLine =
    post.text
      .split('\n')
      .find((line) => line.trim() !== '')
      ?.trim() ?? '';
  const short =
    firstLine.length > SUMMARY_LENGTH ? `${firstLine.slice(0, SUMMARY_LENGTH - 1).trimEnd()}…` : firstLine;
  return `${platformLabels[post.platform]}: ${short}`;
};

const toEvent = (post: PlannedPost): EventAttributes & { timestamp: number } => {
  const platform = platformLabels[post.platform];
  return {
    uid: postUid(post.id),
    // DTSTAMP: when this version of the post was last changed, so re-exports of an unchanged post match.
    timestamp: Date.parse(post.updatedAt),
    created: Date.parse(post.createdAt),
    lastModified: Date.parse(post.updatedAt),
    start: Date.parse(post.scheduledAt),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 30 },
    title: postSummary(post),
    description: `${post.text}\n\nPlatform: ${platform}\nStatus: ${post.status === 'published' ? 'Published' : 'Planned'}`,
    categories: [platform],
    status: 'CONFIRMED',
    busyStatus: 'FREE',
    transp: 'TRANSPARENT',
    alarms: [
      {
        action: 'display',
        description: `Time to post on ${platform}`,
        trigger: { minutes: 15, before: true },
      },
    ],
  };
};

const MAX_LINE_OCTETS = 75;
/** A character's length in UTF-8, the encoding of the file. */
const utf8Octets = (char: string) => {
  const code = char.codePointAt(0) ?? 0;
  return code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
};

/**
 * Folds every content line at 75 octets (RFC 5545 §3.1), never inside a character: the writer folds by
 * UTF-16 units, so a line with an emoji came out longer than 75 octets, which strict importers refuse. Lines
 * already folded are unfolded first; a continuation line starts with one space, which counts.
 */
export const foldIcsLines = (text: string): string => {
  const unfolded = text.replace(/\r\n[ \t]/g, '');
  return unfolded
    .split('\r\n')
    .map((line) => {
      const parts: string[] = [];
      let part = '';
      let octets = 0;
      for (const char of line) {
        const size = utf8Octets(char);
        const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
        if (octets + size > limit) {
          parts.push(part);
          part = '';
          octets = 0;
        }
        part += char;
        octets += size;
      }
      parts.push(part);
      return parts.join('\r\n ');
    })
    .join('\r\n');
};

/** The iCalendar text of these posts; an empty calendar is still a valid file. */
export const plannedPostsIcs = (posts: ReadonlyArray<PlannedPost>): string => {
  const { error, value } = createEvents(posts.map(toEvent), {
    productId: ICS_PRODUCT_ID,
    calName: ICS_CALENDAR_NAME,
    method: 'PUBLISH',
  });
  if (error || value === null) throw error ?? new Error('The calendar file could not be written');
  return foldIcsLines(value);
};
