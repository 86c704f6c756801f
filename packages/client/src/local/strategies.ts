// Demo mode's kept strategies, folded from the advisor results as the server's read model holds them:
// each recorded strategy with the actions whose last tick kept them.
import type { SavedStrategy, Strategy, StrategyActionRef } from '@market-muse/contracts';
import type { LocalState } from './views.ts';

/** The user's strategies, oldest first, with their ticked actions in plan order. */
export function savedStrategies(state: LocalState): SavedStrategy[] {
  const strategies = new Map<string, { result: Strategy; createdAt: string }>();
  const ticks = new Map<string, Map<string, StrategyActionRef & { kept: boolean }>>();
  for (const { type, data } of state.advisorResults) {
    const id = String(data.resultId);
    if (type === 'StrategyGenerated')
      strategies.set(id, { result: data.result as Strategy, createdAt: String(data.generatedAt) });
    else if (type === 'StrategyActionKept') {
      const tick = { phase: Number(data.phase), action: Number(data.action), kept: data.kept === true };
      const own = ticks.get(id) ?? new Map();
      own.set(`${tick.phase}.${tick.action}`, tick);
      ticks.set(id, own);
    }
  }
  return [...strategies].map(([id, { result, createdAt }]) => ({
    ...result,
    id,
    createdAt,
    keptActions: [...(ticks.get(id)?.values() ?? [])]
      .filter((tick) => tick.kept)
      .map(({ phase, action }) => ({ phase, action }))
      .sort((a, b) => a.phase - b.phase || a.action - b.action),
  }));
}
