import { HttpApi, OpenApi } from '@effect/platform';
import { AuthApi, SystemApi } from './auth.ts';

/** The whole /api surface (spec §7). The server implements it; its OpenAPI document is generated from it. */
export class MarketMuseApi extends HttpApi.make('market-muse')
  .add(SystemApi)
  .add(AuthApi)
  .annotate(OpenApi.Title, 'Market Muse API')
  .annotate(OpenApi.Description, 'Your personalized marketing companion for creatives.') {}

export * from './auth.ts';
export * from './errors.ts';
export * from './security.ts';
