import { parseArgs } from 'node:util';

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
  let values: {
    products?: string | undefined;
    reset?: boolean | undefined;
    'if-empty'?: boolean | undefined;
    quiet?: boolean | undefined;
  };
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        products: { type: 'string' },
        reset: { type: 'boolean' },
        'if-empty': { type: 'boolean' },
        quiet: { type: 'boolean' },
      },
      strict: true,
      allowPositionals: false,
    }));
  } catch (error) {
    const missing = (error as { code?: string }).code === 'ERR_PARSE_ARGS_INVALID_OPTION_VALUE';
    throw new UsageError(missing ? '--products needs a whole number, got nothing' : (error as Error).message);
  }
  return {
    products: productCount(values.products, defaultProducts),
    reset: values.reset ?? false,
    ifEmpty: values['if-empty'] ?? false,
    quiet: values.quiet ?? false,
  };
}

function productCount(value: string | undefined, defaultProducts: number): number {
  if (value === undefined) return defaultProducts;
  if (!/^\d+$/.test(value)) throw new UsageError(`--products needs a whole number, got ${value}`);
  const n = Number(value);
  if (n < 1 || n > MAX_PRODUCTS) throw new UsageError(`--products must be between 1 and ${MAX_PRODUCTS}`);
  return n;
}
