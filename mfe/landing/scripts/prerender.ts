/// <reference types="node" />
// Builds the landing remote's prerendered pages into dist/prerendered/ (after `rspack build`, which empties
// dist/): src/prerendered/pages.tsx is bundled for Node and rendered to markup, then each page is written as
// a whole HTML document with the page sheet and the small script of src/prerendered/page.ts. The server
// serves them to signed-out visitors on the paths the remotes manifest gives this remote.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { moduleRules } from '@market-muse/config/rspack/rules';
import { type Configuration, type RspackOptions, rspack } from '@rspack/core';

const here = resolve(import.meta.dirname, '..');
/** Where the server finds them: /mfe/<remote>/ is this remote's dist/. */
const PUBLIC_PATH = '/mfe/landing/prerendered/';

const build = (config: RspackOptions) =>
  new Promise<void>((done, fail) => {
    rspack(config, (error, stats) => {
      if (error) return fail(error);
      if (stats?.hasErrors()) return fail(new Error(stats.toString({ all: false, errors: true })));
      done();
    });
  });

const swcRule = moduleRules[0]!;

/** Renders the pages in Node: the same components, with the stylesheets left to the browser build. */
async function renderPages(): Promise<{ path: string; file: string; html: string }[]> {
  const out = mkdtempSync(join(tmpdir(), 'mm-prerender-'));
  try {
    await build({
      mode: 'production',
      context: here,
      target: 'node',
      entry: { render: './src/prerendered/pages.tsx' },
      output: { path: out, filename: '[name].cjs', library: { type: 'commonjs2' } },
      resolve: { extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
      module: { rules: [swcRule, { test: /\.css$/, type: 'asset/source' }] },
      optimization: { minimize: false },
    });
    const { renderPages } = createRequire(import.meta.url)(join(out, 'render.cjs')) as {
      renderPages: () => { path: string; file: string; html: string }[];
    };
    return renderPages();
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** The shell's own document (product texts in its head), so the page and the shell never differ there. */
const SHELL_DOCUMENT = readFileSync(join(here, '../../shells/host/index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!SHELL_DOCUMENT.includes(ROOT)) throw new Error(`shells/host/index.html has no ${ROOT}`);

/**
 * The shell's document with the page's markup where the shell renders, and no "needs JavaScript" note. A
 * page's own <title> (React hoists it into the head in the browser; static markup leaves it in place)
 * replaces the document's.
 */
const documentFor = (html: string) => {
  const title = /<title>[\s\S]*?<\/title>/.exec(html)?.[0];
  const body = title ? html.replace(title, '') : html;
  return (
    SHELL_DOCUMENT.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '')
      .replace(/<title>[\s\S]*?<\/title>/, (own) => title ?? own)
      // A function, so a '$' in the content is never read as a replacement pattern.
      .replace(ROOT, () => `<div id="root">${body}</div>`)
  );
};

const pages = await renderPages();
const config: Configuration = {
  mode: 'production',
  context: here,
  target: 'web',
  entry: { page: './src/prerendered/page.ts' },
  output: {
    path: join(here, 'dist', 'prerendered'),
    publicPath: PUBLIC_PATH,
    clean: true,
    filename: '[name].[contenthash:8].js',
    cssFilename: '[name].[contenthash:8].css',
  },
  resolve: { extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } },
  module: { rules: moduleRules },
  plugins: pages.map(
    ({ file, html }) =>
      new rspack.HtmlRspackPlugin({
        templateContent: documentFor(html),
        filename: file,
        scriptLoading: 'defer',
        minify: false,
      }),
  ),
};
await build(config);
console.log(`prerendered ${pages.map((page) => page.path).join(', ')} into dist/prerendered/`);
