/// <reference types="node" />
// Remote `assistant`: the AI assistant screen. Built alone into dist/ (remoteEntry.js + mf-manifest.json);
// `rspack serve` also renders the exposed pages in a standalone page for working on it alone.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { sharedSingletons } from './federation.shared.ts';

const NAME = 'assistant';
const DEV_PORT = 8084;
const EXPOSES = { './AssistantPage': './src/AssistantPage.tsx' };
const API_TARGET = process.env.MM_API_URL ?? 'http://localhost:3000';

export default (env: { RSPACK_SERVE?: boolean }): Configuration => ({
  // The standalone page's entry is only built for `rspack serve`; the remote itself is remoteEntry.js.
  entry: env.RSPACK_SERVE ? { main: './src/index.ts' } : {},
  output: {
    publicPath: 'auto',
    uniqueName: NAME,
    clean: true,
    // Chunks are content-hashed (cached for good); remoteEntry.js and mf-manifest.json keep their names.
    filename: env.RSPACK_SERVE ? '[name].js' : '[name].[contenthash:8].js',
    cssFilename: env.RSPACK_SERVE ? '[name].css' : '[name].[contenthash:8].css',
  },
  resolve: { extensions: ['.ts', '.tsx', '.js'] },
  module: {
    rules: [
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
        use: [
          { loader: 'postcss-loader', options: { postcssOptions: { plugins: ['@tailwindcss/postcss'] } } },
        ],
        type: 'css/auto',
      },
    ],
  },
  plugins: [
    // The standalone page exists only for `rspack serve`; the built remote is loaded by the host.
    env.RSPACK_SERVE && new rspack.HtmlRspackPlugin({ template: './index.html' }),
    new ModuleFederationPlugin({
      name: NAME,
      filename: 'remoteEntry.js',
      exposes: EXPOSES,
      shared: sharedSingletons(),
      manifest: true,
      dts: false,
      // Built remotes use the host's federation runtime (~120 KB less each); the standalone dev page keeps its own.
      experiments: { externalRuntime: !env.RSPACK_SERVE },
    }),
  ],
  // Lazy compilation turns the async boundary into a proxy chunk that federation cannot load.
  lazyCompilation: false,
  devServer: {
    host: 'localhost',
    port: DEV_PORT,
    historyApiFallback: true,
    headers: { 'Access-Control-Allow-Origin': '*' },
    proxy: [{ context: ['/api'], target: API_TARGET }],
  },
});
