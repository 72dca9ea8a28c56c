/** A guard for a fixed list of strings (error keys, result codes): whether a value is one of them, typed as their union. */
export function oneOf<const Keys extends readonly string[]>(keys: Keys): (value: unknown) => value is Keys[number] {
  return (value: unknown): value is Keys[number] => typeof value === 'string' && (keys as readonly string[]).includes(value);
}
