/**
 * One OpenID Connect provider people may sign in with, configured by environment: all four variables, or
 * none (then the sign-in screen offers no provider at all).
 */
export interface OidcConfig {
  /** The issuer URL; its discovery document is read from <issuer>/.well-known/openid-configuration. */
  readonly issuerUrl: string;
  readonly clientId: string;
  readonly clientSecret: string;
  /** What the button says after 'Continue with'. */
  readonly displayName: string;
}

const VARIABLES = ['OIDC_ISSUER_URL', 'OIDC_CLIENT_ID', 'OIDC_CLIENT_SECRET', 'OIDC_DISPLAY_NAME'] as const;

export const oidcConfigFromEnv = (env: NodeJS.ProcessEnv): OidcConfig | null => {
  const set = VARIABLES.filter((name) => (env[name] ?? '') !== '');
  if (set.length === 0) return null;
  if (set.length < VARIABLES.length)
    throw new Error(
      `OpenID Connect sign-in needs all of ${VARIABLES.join(', ')}; missing ${VARIABLES.filter((n) => !set.includes(n)).join(', ')}`,
    );
  const issuerUrl = env.OIDC_ISSUER_URL!;
  if (!URL.canParse(issuerUrl)) throw new Error(`OIDC_ISSUER_URL must be a URL, got ${issuerUrl}`);
  return {
    issuerUrl,
    clientId: env.OIDC_CLIENT_ID!,
    clientSecret: env.OIDC_CLIENT_SECRET!,
    displayName: env.OIDC_DISPLAY_NAME!,
  };
};
