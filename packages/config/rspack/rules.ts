/// <reference types="node" />
// Module rules every app builds with: TypeScript/TSX through rspack's swc, CSS through Tailwind v4's
// PostCSS plugin into rspack's native CSS (`css/auto`; `experiments.css` is deprecated).
import type { RuleSetRule } from '@rspack/core';

export const moduleRules: RuleSetRule[] = [
  {
    test: /\.tsx?$/,
    exclude: /node_modules/,
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic' } },
      },
    },
    type: 'javascript/auto',
  },
  {
    test: /\.css$/,
    // Inline PostCSS options: a config file would not be found for the kit's sheet in packages/ui.
    use: [{ loader: 'postcss-loader', options: { postcssOptions: { plugins: ['@tailwindcss/postcss'] } } }],
    type: 'css/auto',
  },
];

/** Where the dev servers send /api (the API server started with `npm start`). */
export const API_TARGET = process.env.MM_API_URL ?? 'http://localhost:3000';
