import { newStaffSchema } from '@shop/domain/schemas/staff';
import { STAFF_ROLES, type StaffRole, isStaffRole } from '@shop/domain/staff-access';
import { ZodError } from 'zod';
import type { Env } from '../config/env';
import { openDb } from '../db/connection';
import { DomainError } from '../errors';
import { createStaffAccount } from '../modules/staff/staff.service';
import { UsageError } from './args';

export interface CreateStaffArgs {
  email: string;
  name: string;
  role: StaffRole;
  passwordStdin: boolean;
}

/**
 * `--email a@b.om --name "A B" [--role owner|staff|reviewer] [--password-stdin]` (also `--email=…`).
 * The role is owner unless told: the CLI makes the first owner, who invites the rest in /admin/staff.
 */
export function parseCreateStaffArgs(argv: readonly string[]): CreateStaffArgs {
  let email: string | undefined;
  let name: string | undefined;
  let role: StaffRole = 'owner';
  let passwordStdin = false;
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i]!.split(/=(.*)/s, 2) as [string, string | undefined];
    const value = () => {
      const v = inline ?? argv[(i += 1)];
      if (v === undefined || v.startsWith('--')) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--email') email = value();
    else if (flag === '--name') name = value();
    else if (flag === '--role') {
      const given = value();
      if (!isStaffRole(given)) throw new UsageError(`--role must be one of ${STAFF_ROLES.join(', ')}`);
      role = given;
    } else if (flag === '--password-stdin') passwordStdin = true;
    else throw new UsageError(`unknown option ${argv[i]}`);
  }
  if (!email) throw new UsageError('--email is required');
  if (!name) throw new UsageError('--name is required');
  return { email, name, role, passwordStdin };
}

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks)
    .toString('utf8')
    .replace(/\r?\n$/, '');
}

/** Reads a line from the terminal without echoing it. */
function askHidden(prompt: string): Promise<string> {
  const stdin = process.stdin;
  if (!stdin.isTTY) throw new UsageError('no terminal to ask for the password: pipe it in with --password-stdin');
  process.stdout.write(prompt);
  stdin.setRawMode(true);
  stdin.resume();
  stdin.setEncoding('utf8');
  return new Promise((resolve, reject) => {
    let typed = '';
    const done = (error?: Error) => {
      stdin.setRawMode(false);
      stdin.pause();
      stdin.off('data', onData);
      process.stdout.write('\n');
      if (error) reject(error);
      else resolve(typed);
    };
    const onData = (text: string) => {
      for (const ch of text) {
        if (ch === '\r' || ch === '\n') return done();
        if (ch === '\u0003') return done(new Error('cancelled'));
        if (ch === '\u007f' || ch === '\b') typed = typed.slice(0, -1);
        else typed += ch;
      }
    };
    stdin.on('data', onData);
  });
}

/** `create-staff`: a back-office account; the password is asked twice (or read from stdin), never taken from argv. */
export async function createStaffCommand(env: Env, argv: readonly string[]): Promise<void> {
  const args = parseCreateStaffArgs(argv);
  let password: string;
  if (args.passwordStdin) password = await readStdin();
  else {
    password = await askHidden('Password (at least 10 characters): ');
    if ((await askHidden('Repeat the password: ')) !== password) throw new UsageError('the passwords differ');
  }
  const parsed = newStaffSchema.safeParse({ email: args.email, name: args.name, password, role: args.role });
  if (!parsed.success) throw new UsageError(parsed.error.issues.map((i) => i.message).join('; '));
  const db = openDb(env.DATABASE_URL);
  try {
    const staff = await createStaffAccount(db.kysely, parsed.data);
    console.log(
      `Created ${staff.role} account ${staff.email} (${staff.name}). Sign in at ${env.PUBLIC_BASE_URL}/admin/sign-in`,
    );
  } catch (error) {
    if (error instanceof DomainError || error instanceof ZodError) throw new UsageError(error.message);
    throw error;
  } finally {
    await db.close();
  }
}
