// What the load bench's server processes (api-load-app.ts, api-load-bare.ts, api-load-framework.ts) tell the bench
// over IPC.
import type { AppConfig } from '../apps/server/src/platform/config';

export interface LoadLearner {
  userId: string;
  /** The signed session cookie, as a browser sends it. */
  cookie: string;
}

export interface LoadSkill {
  skillId: number;
  topicId: number;
}

export type TargetMessage =
  | {
      type: 'ready';
      port: number;
      learners: LoadLearner[];
      skills: LoadSkill[];
      /** Question id -> answer key of the practice bank, so the load answers right as a learner mostly does. */
      answerKeys: Record<number, string>;
      /** The app's configuration, from which the framework floor builds the same HTTP stack (app only). */
      config?: AppConfig;
    }
  | { type: 'failed'; message: string }
  | {
      type: 'cpu';
      micros: number;
      /** Time spent inside SQLite's statements so far, in microseconds (the app on SQLite only). */
      databaseMicros?: number;
    };

/** The practice loop's answers, recorded from the real app, that the bare server sends from memory. */
export interface RecordedBodies {
  question: string;
  check: string;
  save: string;
  /** The app's configuration, for the framework floor's stack. */
  config?: AppConfig;
}

/**
 * Answers the bench's 'cpu' question with the CPU time this process has used: the bench divides its growth over a
 * measurement by the requests served, a figure that a busy neighbour on a shared machine moves far less than req/s.
 */
export function answerCpuQuestions(databaseMicros?: () => number): void {
  process.on('message', (message: unknown) => {
    if (message !== 'cpu') return;
    const usage = process.cpuUsage();
    const answer: TargetMessage = {
      type: 'cpu',
      micros: usage.user + usage.system,
      databaseMicros: databaseMicros?.(),
    };
    process.send?.(answer);
  });
}
