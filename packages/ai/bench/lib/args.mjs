// Command-line options of the bench scripts.

/**
 * Parses `--kebab-case value` options into the keys of `defaults` (camelCase): a boolean
 * default makes a flag, a number default a number, an array default a repeatable option,
 * anything else a string. `aliases` maps short names (`-o`) to keys. Other arguments are
 * returned in `rest`. Calls `usage(message)` (which should exit) on a bad option.
 *
 * @template {Record<string, unknown>} T
 * @param {readonly string[]} argv
 * @param {T} defaults
 * @param {(message: string) => never} usage
 * @param {Record<string, string>} [aliases]
 * @returns {{ opts: T, rest: string[] }}
 */
export function parseArgs(argv, defaults, usage, aliases = {}) {
  const opts = { ...defaults };
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (!a.startsWith("-")) {
      rest.push(a);
      continue;
    }
    const key = aliases[a] ?? a.replace(/^--/, "").replace(/-([a-z])/g, (_, c) => c.toUpperCase());
    if (!Object.hasOwn(defaults, key)) usage(`unknown option ${a}`);
    const d = defaults[key];
    if (typeof d === "boolean") {
      opts[key] = true;
      continue;
    }
    const v = argv[++i];
    if (v === undefined) usage(`${a} needs a value`);
    if (Array.isArray(d)) opts[key] = [...opts[key], v];
    else if (typeof d === "number") {
      const n = Number(v);
      if (v.trim() === "" || !Number.isFinite(n)) usage(`${a} needs a number, got '${v}'`);
      opts[key] = n;
    } else opts[key] = v;
  }
  return { opts, rest };
}
