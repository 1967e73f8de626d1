import type { Db } from '../db/connection';
import { type JobLog, createLeaderLock } from './leader-lock';

interface PeriodicJob {
  /** Unique in the app: it names the job's lock and its log lines. */
  name: string;
  everyMs: number;
  /** Also one tick as soon as the app is ready. */
  atStart?: boolean;
  /** Logged with the error when a run fails; the next tick tries again. */
  failure: string;
  run(): Promise<void>;
}

/**
 * The app's periodic work, each job run by one node at a time (leader-lock.ts). Jobs are added
 * while the app is built, their timers start with the app and stop with it.
 */
export interface JobScheduler {
  add(job: PeriodicJob): void;
  start(): void;
  /** One tick of a job: it runs when this node holds (or takes) its lock; a tick while a run is under way here joins that run. Whether it ran. */
  tick(name: string): Promise<boolean>;
  /** Stops the timers, waits for the runs under way, then frees the locks for the other nodes. */
  stop(): Promise<void>;
}

export function createJobScheduler(db: Db, log: JobLog): JobScheduler {
  const lock = createLeaderLock(db, log);
  const jobs = new Map<string, PeriodicJob>();
  const running = new Map<string, Promise<boolean>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;

  const runOnce = async (job: PeriodicJob): Promise<boolean> => {
    if (stopped || !(await lock.hold(job.name))) return false;
    try {
      await job.run();
    } catch (error) {
      log.error({ err: error, job: job.name }, job.failure);
    }
    return true;
  };
  const tick = (name: string): Promise<boolean> => {
    const job = jobs.get(name);
    if (!job) return Promise.reject(new Error(`no periodic job "${name}"`));
    const underWay = running.get(name);
    if (underWay) return underWay;
    const run = runOnce(job).finally(() => running.delete(name));
    running.set(name, run);
    return run;
  };

  return {
    add(job) {
      if (jobs.has(job.name)) throw new Error(`periodic job "${job.name}" added twice`);
      jobs.set(job.name, job);
    },
    start() {
      for (const job of jobs.values()) {
        const timer = setInterval(() => void tick(job.name), job.everyMs);
        timer.unref();
        timers.push(timer);
        if (job.atStart) void tick(job.name);
      }
    },
    tick,
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await Promise.all(running.values());
      await lock.release();
    },
  };
}
