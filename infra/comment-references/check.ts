// Comments stand on their own: none points the reader to a document outside the repository (the product
// specification's sections, issue numbers, design or session notes). A rule a comment needs is copied into
// docs/ and pointed to there. `npm test` runs this over every tracked source file.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** What points outside the repository, each with the reason a reader is given. */
export const OUTSIDE_REFERENCES: ReadonlyArray<{ readonly pattern: RegExp; readonly names: string }> = [
  { pattern: /§/, names: 'a section of a document' },
  { pattern: /\bissues? #?\d+/i, names: 'an issue number' },
  { pattern: /\b(design|style|session) notes\b/i, names: 'notes outside the repository' },
  {
    pattern:
      /\b(the|a|product) spec\b|\bspec's\b|\bspec (§|texts?|messages?|hint|figures|pricing|delays|numbers)/i,
    names: 'the product specification',
  },
  // Case-sensitive, so a parameter named `spec` with its type is not taken for a citation.
  { pattern: /\(spec(:\s[a-z]| [a-z])/, names: 'the product specification' },
];

/** Source files only: documentation and data may name the documents they were written from. */
const SOURCE = /\.(ts|tsx|mts|cts|js|mjs|cjs|jsx|css|go|java|sh)$/;

export interface Finding {
  readonly file: string;
  readonly line: number;
  readonly text: string;
  readonly names: string;
}

/** Every line of the given files that points outside the repository. */
export const findOutsideReferences = (root: string, files: ReadonlyArray<string>): Finding[] =>
  files
    .filter((file) => SOURCE.test(file))
    .flatMap((file) =>
      readFileSync(join(root, file), 'utf8')
        .split('\n')
        .flatMap((text, index) => {
          const found = OUTSIDE_REFERENCES.find(({ pattern }) => pattern.test(text));
          return found ? [{ file, line: index + 1, text: text.trim(), names: found.names }] : [];
        }),
    );

/** The repository's tracked files, this checker's own rules and its test's samples excepted. */
export const trackedFiles = (root: string) =>
  execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' })
    .split('\0')
    .filter(
      (file) =>
        file !== '' &&
        !file.startsWith('infra/comment-references/') &&
        file !== 'infra/test/commentReferences.test.ts',
    );
