/**
 * Schema evolution: pure functions keyed by (type, schema version), applied on read so deciders and
 * projections only ever see the current shape of an event.
 */
export interface Upcaster {
  readonly type: string;
  readonly fromVersion: number;
  readonly upcast: (data: Record<string, unknown>) => Record<string, unknown>;
}

export type UpcasterRegistry = ReadonlyMap<string, Upcaster>;

const key = (type: string, version: number) => `${type}@${version}`;

export const makeUpcasterRegistry = (upcasters: ReadonlyArray<Upcaster>): UpcasterRegistry => {
  const registry = new Map<string, Upcaster>();
  for (const upcaster of upcasters) {
    const k = key(upcaster.type, upcaster.fromVersion);
    if (registry.has(k)) throw new Error(`Two upcasters for ${k}`);
    registry.set(k, upcaster);
  }
  return registry;
};

/** Applies upcasters one version at a time until none matches. */
export const upcast = (
  registry: UpcasterRegistry,
  type: string,
  schemaVersion: number,
  data: Record<string, unknown>,
): { readonly schemaVersion: number; readonly data: Record<string, unknown> } => {
  let version = schemaVersion;
  let current = data;
  for (
    let upcaster = registry.get(key(type, version));
    upcaster;
    upcaster = registry.get(key(type, version))
  ) {
    current = upcaster.upcast(current);
    version += 1;
  }
  return { schemaVersion: version, data: current };
};

/** The schema version new events of a type are written with: one past the last upcaster. */
export const currentSchemaVersion = (registry: UpcasterRegistry, type: string): number =>
  upcast(registry, type, 1, {}).schemaVersion;
