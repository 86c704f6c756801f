// npm run eval -w @market-muse/advisor: prints each figure beside its target and exits 1 when a
// target is missed. `--findings` lists every linter finding; `--misses` every misunderstood question.
import { GENERATORS } from './corpus.ts';
import { evaluate, TARGETS } from './evaluate.ts';
import { evalProfiles } from './profiles.ts';
import { questionBank } from './questions.ts';

const started = performance.now();
const result = evaluate(evalProfiles, questionBank);
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

console.log(
  `Advisor evaluation: ${evalProfiles.length} profiles, ${result.questions} held-out questions, every generator\n`,
);
const rows = GENERATORS.map((g) => {
  const f = result.perGenerator[g];
  return [g, String(f.units), String(f.findings), pct(f.personal)];
});
const header = ['generator', 'units', 'linter findings', 'names project or craft'];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
const line = (cells: readonly string[]) => cells.map((c, i) => c.padEnd(widths[i]!)).join('  ');
console.log(line(header));
for (const r of rows) console.log(line(r));

const findings = result.findings.length;
const checks = [
  [
    'topic accuracy (chat)',
    pct(result.topicAccuracy),
    `>= ${pct(TARGETS.topicAccuracy)}`,
    result.topicAccuracy >= TARGETS.topicAccuracy,
  ],
  ['linter findings (all)', String(findings), `= ${TARGETS.findings}`, findings <= TARGETS.findings],
  ['idea variety', pct(result.variety), `>= ${pct(TARGETS.variety)}`, result.variety >= TARGETS.variety],
  ['names project or craft', pct(result.personal), 'reported', true],
] as const;
console.log('\noverall');
for (const [name, value, target, ok] of checks)
  console.log(
    `  ${name.padEnd(24)} ${value.padStart(7)}   target ${target.padEnd(9)} ${ok ? 'met' : 'MISSED'}`,
  );
console.log(`\n(${((performance.now() - started) / 1000).toFixed(1)} s)`);

if (findings > 0) {
  // Up to three examples of each rule (all of them with --findings).
  const all = process.argv.includes('--findings');
  const shown = new Map<string, number>();
  console.log('\nfindings:');
  for (const f of result.findings) {
    const n = shown.get(f.rule) ?? 0;
    shown.set(f.rule, n + 1);
    if (all || n < 3) console.log(`- [${f.generator} · ${f.profile}] ${f.rule}: ${f.message}\n    ${f.text}`);
  }
  console.log('\nby rule:', Object.fromEntries(shown));
}
if (process.argv.includes('--misses'))
  for (const m of result.misses) console.log(`- ${m.expected} <- ${m.got}: ${m.q}`);

process.exitCode = checks.every(([, , , ok]) => ok) ? 0 : 1;
