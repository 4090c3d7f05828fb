/**
 * What a module sees of the job queue: the kinds of job it declares and the jobs it sends. The queue on pg-boss
 * (`jobs.ts`) and the one that runs jobs in the process (`inline-jobs.ts`, tests) both keep this contract.
 */

/** One job as its handler sees it; `signal` is aborted when the queue stops (a long job ends early there). */
export type TJob<TData extends object = object> = { id: string; name: string; data: TData; signal: AbortSignal };
export type TJobHandler<TData extends object = object> = (job: TJob<TData>) => Promise<unknown>;

export type TJobKindOptions = {
  /** Further attempts after a failed one (a recurring job's next period is its retry: 0 there). */
  retryLimit?: number;
  retryDelaySeconds?: number;
  /** Each further attempt waits about twice as long as the one before (from `retryDelaySeconds`). */
  retryBackoff?: boolean;
  /** A job still active after this long (its instance died) is failed, and retried if it has attempts left. */
  expireInSeconds?: number;
};

export type TRecurringJobOptions = TJobKindOptions & {
  /**
   * Also queued once when each instance's queue starts, whatever the period's window holds: for work a restart
   * may have made due (data loaded while the server was down). Several instances starting queue one each.
   */
  atStart?: boolean;
};

export type TSendOptions = {
  /** Not before this many seconds from now. */
  startAfterSeconds?: number;
  /** With `throttleSeconds` (whole seconds): at most one job per key and window, whoever sends it. */
  singletonKey?: string;
  throttleSeconds?: number;
};

export type TJobQueue = {
  /** A kind of job that `send` queues; each job runs once, on whichever instance fetches it. Before start(). */
  define<TData extends object>(name: string, handler: TJobHandler<TData>, options?: TJobKindOptions): void;
  /**
   * Work that runs every `seconds` (whole seconds, at least one), once per period across all
   * instances: each instance's clock sends the period's job, and only the first send of a period
   * is kept. Before start().
   */
  every(
    name: string,
    seconds: number,
    handler: TJobHandler<Record<string, never>>,
    options?: TRecurringJobOptions,
  ): void;
  /** Queues a job in PostgreSQL; null when a throttled send found its window taken. */
  send<TData extends object>(name: string, data: TData, options?: TSendOptions): Promise<string | null>;
  /**
   * Connects, creates pg-boss's schema and the queues, starts the workers and clocks. Never
   * throws: without a database it logs, answers false and keeps trying in the background.
   */
  start(): Promise<boolean>;
  /** Stops the clocks and workers, waits for running handlers (up to `stopTimeoutMs`), closes the pool. */
  stop(): Promise<void>;
};
