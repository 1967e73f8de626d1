/** Flags of the seed command: `--products N`, `--reset`, `--if-empty`, `--quiet`. */
export interface SeedArgs {
  products: number;
  reset: boolean;
  ifEmpty: boolean;
  quiet: boolean;
}

export class UsageError extends Error {
  override name = 'UsageError';
}

/** A command that must not run with these settings: its message says why and what to do instead. */
export class RefusedError extends Error {
  override name = 'RefusedError';
}

export const MAX_PRODUCTS = 1_000_000;

export function parseSeedArgs(argv: readonly string[], defaultProducts: number): SeedArgs {
  const args: SeedArgs = { products: defaultProducts, reset: false, ifEmpty: false, quiet: false };
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i]!;
    const [flag, inline] = arg.split('=', 2) as [string, string | undefined];
    switch (flag) {
      case '--products': {
        const value = inline ?? argv[(i += 1)];
        if (value === undefined || !/^\d+$/.test(value)) throw new UsageError(`--products needs a whole number, got ${value ?? 'nothing'}`);
        const n = Number(value);
        if (n < 1 || n > MAX_PRODUCTS) throw new UsageError(`--products must be between 1 and ${MAX_PRODUCTS}`);
        args.products = n;
        break;
      }
      case '--reset':
        args.reset = true;
        break;
      case '--if-empty':
        args.ifEmpty = true;
        break;
      case '--quiet':
        args.quiet = true;
        break;
      default:
        throw new UsageError(`unknown option ${arg}`);
    }
  }
  return args;
}
