// Runs dependency-cruiser with the repository's rules (rules.cjs) over a tree: the repository itself in
// `npm test`, or the fixture in its test. Answers the violations as `rule: from → to` lines.
import { resolve } from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';

export const RULES_FILE = resolve(import.meta.dirname, 'rules.cjs');
/** The folders whose imports the rules govern. */
export const CRUISED = ['packages', 'mfe', 'shells', 'backend'];

export interface Violation {
  readonly rule: string;
  readonly from: string;
  readonly to: string;
}

export const checkDependencies = async (baseDir: string): Promise<ReadonlyArray<Violation>> => {
  const options = await extractDepcruiseOptions(RULES_FILE);
  const { output } = await cruise(CRUISED, { ...options, baseDir, validate: true });
  const result = output as ICruiseResult;
  return result.summary.violations.map((v) => ({ rule: v.rule.name, from: v.from, to: v.to }));
};
