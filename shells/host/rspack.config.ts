/// <reference types="node" />
// Host shell build: owns routing, layout, the kit stylesheet and the one QueryClient.
// No remote URL is baked in: remotes are registered at run time from /remotes.json.
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sharedSingletons } from '@market-muse/config/rspack/federation';
import { routerAlias } from '@market-muse/config/rspack/router';
import { API_TARGET, moduleRules } from '@market-muse/config/rspack/rules';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';

const DEV_PORT = 8080;

/** Dev ports of the remotes' own `rspack serve`. */
const DEV_REMOTES: Record<string, number> = {
  landing: 8081,
  onboarding: 8082,
  projects: 8083,
  assistant: 8084,
};

/**
 * The dev remotes.json: the deployment's manifest (infra/remotes.json: paths and widgets) with every remote
 * coming from its own dev server. With MM_DEV_REMOTES=landing,projects only those do; the others are the
 * built ones the server serves under /mfe (proxied), so one remote can be worked on without running all four.
 */
function devRemotesManifest(): string {
  const fromDevServer = process.env.MM_DEV_REMOTES?.split(',').map((name) => name.trim());
  const manifest = JSON.parse(readFileSync(new URL('../../infra/remotes.json', import.meta.url), 'utf8')) as {
    remotes: { name: string; entry: string }[];
  };
  for (const remote of manifest.remotes) {
    const port = DEV_REMOTES[remote.name];
    if (port && (!fromDevServer || fromDevServer.includes(remote.name))) {
      remote.entry = `http://localhost:${port}/mf-manifest.json`;
    }
  }
  return JSON.stringify(manifest);
}

const config: Configuration = {
  entry: { main: './src/index.ts' },
  output: { publicPath: '/', clean: true, filename: '[name].[contenthash:8].js' },
  resolve: {
    extensions: ['.ts', '.tsx', '.js'],
    extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    // The shared react-router is a curated subset (packages/config/shared/react-router.mjs).
    alias: routerAlias(!process.argv.includes('serve')),
  },
  module: { rules: moduleRules },
  plugins: [
    // Not minified: the inline theme script must stay byte for byte what the CSP's hash allows.
    new rspack.HtmlRspackPlugin({ template: './index.html', minify: false }),
    // Icons, the web app manifest, the service worker and its offline page, served from the site's root.
    new rspack.CopyRspackPlugin({ patterns: [{ from: 'public' }] }),
    new ModuleFederationPlugin({
      name: 'host',
      remotes: {},
      shareStrategy: 'loaded-first',
      shared: sharedSingletons(),
      dts: false,
      // The host hands its federation runtime to the remotes, which do not bundle their own copy.
      experiments: { provideExternalRuntime: true },
    }),
  ],
  // Lazy compilation turns the async boundary into a proxy chunk that federation cannot load.
  lazyCompilation: false,
  devServer: {
    host: 'localhost',
    port: DEV_PORT,
    historyApiFallback: true,
    proxy: [{ context: ['/api', '/mfe'], target: API_TARGET }],
    setupMiddlewares: (middlewares) => {
      middlewares.unshift({
        name: 'remotes-json',
        path: '/remotes.json',
        middleware: (_req: IncomingMessage, res: ServerResponse) => {
          res.setHeader('Content-Type', 'application/json');
          res.end(devRemotesManifest());
        },
      });
      return middlewares;
    },
  },
};

export default config;
