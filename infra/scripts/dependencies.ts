// `npm test`'s dependency check: the rules of infra/dependency-rules/rules.cjs over the repository
// (packages never import backend, browser code never reaches Node built-ins or database drivers, the domain
// depends on contracts and effect). Exits 1 naming every violation.
import { resolve } from 'node:path';
import { checkDependencies } from '../dependency-rules/check.ts';

const root = resolve(import.meta.dirname, '../..');
const violations = await checkDependencies(root);
for (const v of violations) console.log(`✗ ${v.rule}: ${v.from} → ${v.to}`);
console.log(
  violations.length === 0 ? 'Dependencies point one way: no violations.' : `${violations.length} violations`,
);
process.exit(violations.length === 0 ? 0 : 1);
