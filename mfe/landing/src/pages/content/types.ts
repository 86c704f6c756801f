// The public pages' content as data: a page is a heading, a lede and sections of simple blocks, rendered by
// one component (ContentBlocks), so copy changes never touch layout and every page reads the same way.

/** One block of a section: a paragraph, a list, numbered steps, or a copyable template. */
export type Block =
  | { readonly kind: 'paragraph'; readonly text: string }
  | { readonly kind: 'list'; readonly items: readonly string[] }
  | { readonly kind: 'steps'; readonly items: readonly string[] }
  | { readonly kind: 'template'; readonly label: string; readonly text: string }
  /** A link to another page of the site (or a mail link): the block's text is its label. */
  | { readonly kind: 'link'; readonly text: string; readonly to: string };

export interface Section {
  readonly heading: string;
  readonly blocks: readonly Block[];
}

/** A page of the site: its path, its one <h1>, the lede under it, and its sections. */
export interface InfoPage {
  readonly path: string;
  readonly title: string;
  readonly lede: string;
  readonly sections: readonly Section[];
  /** When the text was last changed (legal pages say so): an ISO date. */
  readonly updated?: string;
}

export const COLLECTIONS = ['blog', 'guides', 'templates'] as const;
export type Collection = (typeof COLLECTIONS)[number];

/** An article of the blog, the guides or the templates: its own page at /<collection>/<slug>. */
export interface Article {
  readonly collection: Collection;
  readonly slug: string;
  readonly title: string;
  /** One or two sentences: the index lists it, and the article's page opens with it. */
  readonly summary: string;
  /** ISO date the article was published. */
  readonly published: string;
  readonly readingMinutes: number;
  readonly sections: readonly Section[];
}

/** An index page of a collection. */
export interface CollectionIndex {
  readonly collection: Collection;
  readonly title: string;
  readonly lede: string;
}

/** A question of the help center, searchable by its words. */
export interface HelpAnswer {
  readonly id: string;
  readonly topic: string;
  readonly question: string;
  readonly answer: readonly string[];
}

/** Small helpers so the content modules read as prose. */
export const p = (text: string): Block => ({ kind: 'paragraph', text });
export const list = (...items: string[]): Block => ({ kind: 'list', items });
export const steps = (...items: string[]): Block => ({ kind: 'steps', items });
export const template = (label: string, text: string): Block => ({ kind: 'template', label, text });
export const link = (text: string, to: string): Block => ({ kind: 'link', text, to });
