import { describe, expect, it } from 'vitest';
import { type StaffMessage, LEAVING, runAction } from './admin-action';
import type { AdminOutcome } from './admin-outcome';

function slot() {
  const seen: { pending: boolean[]; messages: StaffMessage[] } = { pending: [], messages: [] };
  const s = {
    running: false,
    setPending: (p: boolean) => seen.pending.push(p),
    setMessage: (m: StaffMessage) => seen.messages.push(m),
  };
  return { s, seen };
}

const ok = <T>(data: T) => Promise.resolve<AdminOutcome<T>>({ ok: true, data });
const refused = (message: string) =>
  Promise.resolve<AdminOutcome<never>>({
    ok: false,
    status: 409,
    code: 'order.refused',
    message,
    params: {},
    language: 'en',
  });

describe('a back-office action', () => {
  it('is pending while the call runs, clears the previous message, and ends with no message on a plain success', async () => {
    const { s, seen } = slot();
    const got: string[] = [];
    await runAction(s, () => ok('x'), { onSuccess: (data) => void got.push(data) });
    expect(got).toEqual(['x']);
    expect(seen.pending).toEqual([true, false]);
    expect(seen.messages).toEqual([null]);
    expect(s.running).toBe(false);
  });

  it("shows the server's message to staff when the call fails, and runs the failure handler", async () => {
    const { s, seen } = slot();
    const failures: string[] = [];
    const reply = await runAction(s, () => refused('That code already exists.'), {
      onFailure: (m) => void failures.push(m),
    });
    expect(reply).toEqual({
      ok: false,
      status: 409,
      code: 'order.refused',
      message: 'That code already exists.',
      params: {},
      language: 'en',
    });
    expect(seen.messages).toEqual([null, { ok: false, text: 'That code already exists.' }]);
    expect(failures).toEqual(['That code already exists.']);
    expect(seen.pending).toEqual([true, false]);
  });

  it('shows the notice a success handler returns (role=status)', async () => {
    const { s, seen } = slot();
    await runAction(s, () => ok(1), { onSuccess: () => ({ notice: 'Settings saved.' }) });
    expect(seen.messages).toEqual([null, { ok: true, text: 'Settings saved.' }]);
  });

  it('ignores a second submit while the first runs: nothing is sent twice', async () => {
    const { s } = slot();
    let sent = 0;
    let finish: (r: AdminOutcome<number>) => void = () => {};
    const send = () => {
      sent += 1;
      return new Promise<AdminOutcome<number>>((resolve) => (finish = resolve));
    };
    const first = runAction(s, send, {});
    expect(await runAction(s, send, {})).toBeNull();
    finish({ ok: true, data: 1 });
    await first;
    expect(sent).toBe(1);
    await runAction(s, () => ok(2), {});
    expect(s.running).toBe(false);
  });

  it('stays pending when a handler leaves for another page, so the button is not offered again', async () => {
    const { s, seen } = slot();
    await runAction(s, () => ok(1), { onSuccess: () => LEAVING });
    expect(seen.pending).toEqual([true]);
    expect(s.running).toBe(true);
    const failed = slot();
    await runAction(failed.s, () => refused('Signed out already.'), { onFailure: () => LEAVING });
    expect(failed.seen.pending).toEqual([true]);
  });
});
