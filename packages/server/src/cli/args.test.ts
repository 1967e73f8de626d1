import { describe, expect, it } from 'vitest';
import { parseSeedArgs, UsageError } from './args';

describe('seed arguments', () => {
  it('defaults to the given product count, no flags', () => {
    expect(parseSeedArgs([], 300)).toEqual({ products: 300, reset: false, ifEmpty: false, quiet: false });
  });

  it('reads --products N and --products=N and the flags', () => {
    expect(parseSeedArgs(['--products', '100000', '--reset', '--quiet'], 300)).toEqual({
      products: 100000,
      reset: true,
      ifEmpty: false,
      quiet: true,
    });
    expect(parseSeedArgs(['--products=42', '--if-empty'], 300)).toMatchObject({ products: 42, ifEmpty: true });
  });

  it.each([
    ['--products'],
    ['--products', 'many'],
    ['--products', '0'],
    ['--products', '-5'],
    ['--products', '1.5'],
    ['--force'],
  ])('rejects %j', (...argv) => {
    expect(() => parseSeedArgs(argv, 300)).toThrow(UsageError);
  });
});
