import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { deployChecks, lintDockerfile, validateManifests } from '../scripts/deploy-check.ts';

// The deployment files, checked with the offline tools that exist here (see deploy-check.ts for what is
// and is not checked).

describe('the deployment files', () => {
  it('lint, render and validate against the Kubernetes schemas; the proxies accept their configurations', () => {
    const failed = deployChecks().filter((c) => !c.ok);
    expect(failed.map((c) => `${c.name}\n${c.output}`)).toEqual([]);
  }, 600_000);

  it('the schema check rejects a manifest with a field Kubernetes does not know', () => {
    const file = join(tmpdir(), `mm-bad-${crypto.randomUUID()}.yaml`);
    writeFileSync(
      file,
      'apiVersion: apps/v1\nkind: Deployment\nmetadata: {name: x}\nspec:\n  replica: 2\n  selector: {matchLabels: {a: b}}\n  template: {metadata: {labels: {a: b}}, spec: {containers: [{name: c, image: i}]}}\n',
    );
    expect(validateManifests(file).ok).toBe(false);
  }, 600_000);

  it('the Dockerfile lint rejects a root image with a shell-form entry point', () => {
    const file = join(tmpdir(), `mm-bad-${crypto.randomUUID()}.Dockerfile`);
    writeFileSync(file, 'FROM node:24-bookworm-slim\nUSER root\nENTRYPOINT node main.ts\n');
    const lint = lintDockerfile(file);
    expect(lint.ok).toBe(false);
    expect(lint.output).toContain('DL3002'); // the last USER is root
    expect(lint.output).toContain('DL3025'); // ENTRYPOINT in shell form: signals would not reach node
  }, 600_000);
});
