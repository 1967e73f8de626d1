import { resolve } from 'node:path';
import { config as loadDotenv } from 'dotenv';
import { repoRoot } from '../config/paths';
import { RefusedError, UsageError } from './args';

/**
 * The server's command line: `tsx packages/server/src/cli/main.ts <command> [options]`.
 * Exit codes: 0 done, 1 failed, 2 bad usage or refused.
 */
const COMMANDS: Record<string, { usage: string; run: (argv: string[]) => Promise<void> }> = {
  migrate: {
    usage: 'migrate [--quiet]            apply pending database migrations',
    run: async (argv) => {
      const { migrateCommand } = await import('./migrate-command');
      const { loadEnv } = await import('../config/env');
      const unknown = argv.filter((a) => a !== '--quiet');
      if (unknown.length > 0) throw new UsageError(`unknown option ${unknown[0]}`);
      await migrateCommand(loadEnv(), argv.includes('--quiet'));
    },
  },
  seed: {
    usage: 'seed [--products N] [--reset] [--if-empty] [--quiet]   write the demo catalog (default 300 products)',
    run: async (argv) => {
      const { refuseSeedInProduction, seedCommand } = await import('./seed-command');
      refuseSeedInProduction(process.env.APP_ENV);
      const { loadEnv } = await import('../config/env');
      await seedCommand(loadEnv(), argv);
    },
  },
  'create-staff': {
    usage:
      'create-staff --email a@b.om --name "A B" [--password-stdin]   a back-office account (asks for the password)',
    run: async (argv) => {
      const { createStaffCommand } = await import('./create-staff-command');
      const { loadEnv } = await import('../config/env');
      await createStaffCommand(loadEnv(), argv);
    },
  },
};

function usage(): string {
  return `Commands:\n${Object.values(COMMANDS)
    .map((c) => `  ${c.usage}`)
    .join('\n')}`;
}

async function main(argv: string[]): Promise<number> {
  loadDotenv({ path: resolve(repoRoot, '.env'), quiet: true });
  const [name, ...rest] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    console.error(`${name ? `unknown command "${name}"` : 'no command given'}\n${usage()}`);
    return 2;
  }
  try {
    await command.run(rest);
    return 0;
  } catch (error) {
    if (error instanceof RefusedError) {
      console.error(`${name}: ${error.message}`);
      return 2;
    }
    if (error instanceof UsageError) {
      console.error(`${name}: ${error.message}\n${usage()}`);
      return 2;
    }
    console.error(`${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return 1;
  }
}

process.exitCode = await main(process.argv.slice(2));
