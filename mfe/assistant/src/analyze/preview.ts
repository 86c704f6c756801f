import type { Platform } from '@market-muse/contracts/enums';

/** Character limits and the part shown before "more". */
export const PLATFORM_LIMITS: Record<Platform, { limit: number; visible: number }> = {
  twitter: { limit: 280, visible: 280 },
  instagram: { limit: 2200, visible: 125 },
  linkedin: { limit: 3000, visible: 140 },
  tiktok: { limit: 2200, visible: 2200 },
  facebook: { limit: 63206, visible: 63206 },
  bluesky: { limit: 300, visible: 300 },
};

const URL = /https?:\/\/\S+/y;
const WIDE =
  /[\p{Extended_Pictographic}\u1100-\u115F\u2E80-\uA4CF\uAC00-\uD7A3\uF900-\uFAFF\uFE30-\uFE4F\uFF00-\uFF60\uFFE0-\uFFE6]/u;

/** Pieces of the text with the weight the platform gives each (X: URL 23, emoji and CJK 2; others 1). */
function pieces(text: string, platform: Platform): { text: string; weight: number }[] {
  const out: { text: string; weight: number }[] = [];
  let i = 0;
  while (i < text.length) {
    if (platform === 'twitter') {
      URL.lastIndex = i;
      const url = URL.exec(text);
      if (url) {
        out.push({ text: url[0], weight: 23 });
        i += url[0].length;
        continue;
      }
    }
    const char = String.fromCodePoint(text.codePointAt(i) ?? 0);
    out.push({ text: char, weight: platform === 'twitter' && WIDE.test(char) ? 2 : 1 });
    i += char.length;
  }
  return out;
}

export interface PostPreview {
  /** What shows before "more" (or the whole post when it fits). */
  readonly visible: string;
  /** Within the limit, but hidden behind "more". */
  readonly folded: string;
  /** Past the platform's limit: what gets cut. */
  readonly cut: string;
  readonly count: number;
  readonly limit: number;
}

/** How the platform shows `text`: the visible part, the part behind "more" and the part past the limit. */
export function previewPost(
  text: string,
  platform: Platform,
  limits = PLATFORM_LIMITS[platform],
): PostPreview {
  let count = 0;
  let visible = '';
  let folded = '';
  let cut = '';
  for (const piece of pieces(text, platform)) {
    count += piece.weight;
    if (count <= limits.visible) visible += piece.text;
    else if (count <= limits.limit) folded += piece.text;
    else cut += piece.text;
  }
  return { visible, folded, cut, count, limit: limits.limit };
}
