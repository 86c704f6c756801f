import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assertProductionSecrets,
  productionSecretNames,
  productionSecrets,
} from '../src/productionSecrets.ts';

const repo = resolve(import.meta.dirname, '../../..');
const production = (secrets: Record<string, string>) => ({
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://127.0.0.1:5432/unused',
  ...secrets,
});

describe('the secrets a production server requires', () => {
  it('starts with every listed secret', () => {
    expect(() => assertProductionSecrets(production(productionSecrets({})))).not.toThrow();
  });

  // The list is complete exactly when each entry is required: a secret production needs but the list
  // lacks fails the first case, a listed one production does not check fails this one.
  it.each(productionSecretNames)('refuses to start without %s, naming it', (name) => {
    const secrets: Record<string, string> = productionSecrets({});
    delete secrets[name];
    expect(() => assertProductionSecrets(production(secrets))).toThrow(name);
  });

  it('keeps a value the environment already sets and makes fresh ones otherwise', () => {
    const first = productionSecrets({ MM_PSEUDONYM_KEY: 'given' });
    const second = productionSecrets({});
    expect(first.MM_PSEUDONYM_KEY).toBe('given');
    for (const name of productionSecretNames) expect(first[name]).not.toBe(second[name]);
  });

  it.each(['compose.yaml', 'infra/helm/market-muse/values.yaml', 'docs/deploy.md'])(
    '%s sets every one of them',
    (file) => {
      const text = readFileSync(resolve(repo, file), 'utf8');
      expect(productionSecretNames.filter((name) => !text.includes(name))).toEqual([]);
    },
  );
});
