/// <reference types="node" />
// One remote's build: remoteEntry.js + mf-manifest.json in dist/, built and deployed on its own. Under
// `rspack serve` it also renders its exposed pages in a standalone page, for working on it alone.
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { type Configuration, rspack } from '@rspack/core';
import { sharedSingletons } from './federation.ts';
import { routerAlias } from './router.ts';
import { API_TARGET, moduleRules } from './rules.ts';

export interface RemoteOptions {
  /** Unique federation name; also the URL segment (/mfe/<name>/) and the remote's Tailwind prefix. */
  readonly name: string;
  readonly devPort: number;
  readonly exposes: Record<string, string>;
}

export const remoteConfig =
  ({ name, devPort, exposes }: RemoteOptions) =>
  (env: { RSPACK_SERVE?: boolean }): Configuration => ({
    // The standalone page's entry is only built for `rspack serve`; the remote itself is remoteEntry.js.
    entry: env.RSPACK_SERVE ? { main: './src/index.ts' } : {},
    output: {
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
      // Chunks are content-hashed (cached for good); remoteEntry.js and mf-manifest.json keep their names.
      filename: env.RSPACK_SERVE ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: env.RSPACK_SERVE ? '[name].css' : '[name].[contenthash:8].css',
    },
    resolve: { extensions: ['.ts', '.tsx', '.js'], alias: routerAlias(!env.RSPACK_SERVE) },
    module: { rules: moduleRules },
    plugins: [
      env.RSPACK_SERVE && new rspack.HtmlRspackPlugin({ template: './index.html' }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons(),
        manifest: true,
        dts: false,
        // Built remotes use the host's federation runtime (~120 KB less each); the dev page keeps its own.
        experiments: { externalRuntime: !env.RSPACK_SERVE },
      }),
    ],
    // Lazy compilation turns the async boundary into a proxy chunk that federation cannot load.
    lazyCompilation: false,
    devServer: {
      host: 'localhost',
      port: devPort,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api'], target: API_TARGET }],
    },
  });
