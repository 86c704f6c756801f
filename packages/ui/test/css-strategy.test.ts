import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import tailwind from '@tailwindcss/postcss';
import postcss from 'postcss';
import { describe, expect, it } from 'vitest';

/**
 * Compiles the stylesheet entries exactly as a consumer's PostCSS (rspack postcss-loader with
 * @tailwindcss/postcss) does, proving the strategy documented in README.md.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const kitCss = path.join(here, '../src/styles/kit.css');
const fixtures = path.join(here, 'fixtures');

async function compile(from: string): Promise<string> {
  const result = await postcss([tailwind()]).process(await readFile(from, 'utf8'), { from });
  return result.css;
}

/** Class selectors of the sheet (".foo\:bar" -> "foo\:bar"), ignoring property values. */
function classSelectors(css: string): string[] {
  const selectors: string[] = [];
  postcss.parse(css).walkRules((rule) => {
    for (const match of rule.selector.matchAll(/\.((?:\\.|[\w-])+)/g)) selectors.push(match[1]!);
  });
  return selectors;
}

const preflightMarker = /box-sizing:\s*border-box/;

/** Cascade layer names in the order the sheet first declares them. */
function layerOrder(css: string): string[] {
  const names: string[] = [];
  postcss.parse(css).walkAtRules('layer', (rule) => {
    for (const name of rule.params.split(',').map((n) => n.trim()))
      if (name && !names.includes(name)) names.push(name);
  });
  return names;
}

describe('@market-muse/ui/styles.css (the kit sheet the shell loads once)', () => {
  it('has preflight, light and dark tokens, and the utilities the kit components use', async () => {
    const css = await compile(kitCss);
    expect(css).toMatch(preflightMarker);
    expect(css).toMatch(/:root\s*{[^}]*--primary:/);
    expect(css).toMatch(/\.dark\s*{[^}]*--primary:/);
    const classes = classSelectors(css);
    // Button, toast viewport (max 420 px), dark variant, tw-animate-css state animations.
    for (const cls of ['bg-primary', 'md\\:max-w-\\[420px\\]', 'dark\\:bg-input\\/30', 'animate-spin']) {
      expect(classes).toContain(cls);
    }
    expect(css).toMatch(/\.data-\\\[state\\=open\\\]\\:animate-in\[data-state="open"\]/);
  });

  it("scans only the kit's sources, never the consumer's files", async () => {
    const css = await compile(kitCss);
    expect(classSelectors(css)).not.toContain('grid-cols-\\[200px_1fr\\]'); // only in the host fixture
  });
});

describe('host sheet extending the kit sheet', () => {
  it("adds the shell's own classes to the one sheet, with a single preflight", async () => {
    const css = await compile(path.join(fixtures, 'host/styles.css'));
    expect(css.match(new RegExp(preflightMarker, 'g'))).toHaveLength(1);
    const classes = classSelectors(css);
    expect(classes).toEqual(expect.arrayContaining(['grid-cols-\\[200px_1fr\\]', 'bg-coral', 'bg-primary']));
  });
});

describe('a remote sheet built from @market-muse/ui/theme.css with its own prefix', () => {
  it('compiles every class the remote uses, resolved against the shared tokens', async () => {
    const css = await compile(path.join(fixtures, 'remote/styles.css'));
    const classes = classSelectors(css);
    expect(classes).toEqual(
      expect.arrayContaining([
        'landing\\:flex',
        'landing\\:bg-primary',
        'landing\\:text-primary-foreground',
        'landing\\:dark\\:bg-card',
        'landing\\:md\\:grid-cols-3',
        'landing\\:bg-amber-500',
      ]),
    );
    expect(css).toMatch(/\.landing\\:bg-primary\s*{\s*background-color:\s*var\(--primary\)/);
    expect(css).toMatch(/\.landing\\:dark\\:bg-card:where\(\.dark, \.dark \*\)/);
  });

  it("declares the kit sheet's layer order, so either sheet may load first", async () => {
    const kit = layerOrder(await compile(kitCss));
    expect(kit).toEqual(['properties', 'theme', 'base', 'components', 'utilities']);
    expect(layerOrder(await compile(path.join(fixtures, 'remote/styles.css')))).toEqual(kit);
  });

  it('cannot restyle anything else: no preflight, every class prefixed, own theme variables prefixed', async () => {
    const css = await compile(path.join(fixtures, 'remote/styles.css'));
    expect(css).not.toMatch(preflightMarker);
    const unprefixed = classSelectors(css).filter((cls) => !cls.startsWith('landing\\:') && cls !== 'dark');
    expect(unprefixed).toEqual([]);
    // Tailwind's default theme values the remote uses live under its own prefix.
    expect(css).toContain('--landing-color-amber-500:');
    expect(css).not.toMatch(/--color-amber-500:/);
  });
});
