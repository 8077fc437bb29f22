// A separate process that keeps playing and saving practice rounds for one learner through the real database layer
// and the practice repository (the same calls the practice service makes: open a round, record served questions,
// store each check with compare-and-set, save with the service's scoring), and prints one acknowledgement line per
// round only after its save has committed. The SQLite crash test kills it with SIGKILL; the backup drill backs up
// the database while it writes. It imports only the database layer and the practice area, not the whole app, so a
// process starts in about a second and the crash test can afford 50 of them.
//
// Environment: DATABASE_URL (sqlite:<file> or postgres://...), WRITER_LEARNER_ID (learner.id), WRITER_SKILLS
// (skill:topic pairs, e.g. "1:1,2:1"). Protocol on stdout: "ready", then "ack <json WriterAck>" per saved round.
import type { ScoredQuestion } from '@mathwise/learning-rules';
import {
  calculateSharePercent,
  checkQuestionAttempt,
  classifySkillLevel,
  reduceValidationControl,
} from '@mathwise/learning-rules';
import type { AnswerKind } from '@mathwise/learning-rules';
import { createCurriculumRepository } from '../modules/curriculum/curriculum.repository';
import { createPracticeRepository } from '../modules/practice/practice.repository';
import { scoreRecordedRound } from '../modules/practice/practice-rounds.service';
import { toValidationControl } from '../modules/practice/practice-records';
import { openDatabase } from '../platform/db/database';
import type { WriterAck } from './round-writer';

const QUESTIONS_PER_ROUND = 10;
/** The share of questions the writer first answers wrong, so rounds score differently. */
const WRONG_FIRST_SHARE = 0.2;
/** The skill total every level is measured against; any fixed number works for the writer. */
const SKILL_POINTS = 1000;

function requireEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

async function main(): Promise<void> {
  const url = requireEnv('DATABASE_URL');
  const database = openDatabase(
    url.startsWith('sqlite:')
      ? { engine: 'sqlite', filename: url.slice('sqlite:'.length) }
      : { engine: 'postgres', url },
  );
  const rounds = createPracticeRepository(database.db);
  const questions = createCurriculumRepository(database.db);
  const learnerId = Number(requireEnv('WRITER_LEARNER_ID'));
  const skills = requireEnv('WRITER_SKILLS')
    .split(',')
    .map((pair) => pair.split(':').map(Number) as [number, number]);
  // Stops cleanly between rounds on SIGTERM (the drill's way to end), never in the middle of one.
  let isStopping = false;
  process.once('SIGTERM', () => {
    isStopping = true;
  });
  process.stdout.write('ready\n');

  for (let index = 0; !isStopping; index += 1) {
    const [skillId, topicId] = skills[index % skills.length] ?? [0, 0];
    // A round a killed predecessor left open is abandoned, as the service does with a round left behind.
    const left = await rounds.findOpenRound(learnerId, 'practice', skillId);
    if (left) await rounds.abandonRound(left.id);
    const round = await rounds.openRound({
      learnerId,
      skillId,
      topicId,
      mode: 'practice',
      createdAt: new Date().toISOString(),
    });
    const servedIds: number[] = [];
    for (let position = 0; position < QUESTIONS_PER_ROUND; position += 1) {
      const question = await questions.pickRandomQuestion(skillId, 'practice', 1, servedIds);
      if (!question) throw new Error(`skill ${skillId} has too few questions`);
      servedIds.push(question.id);
      const servedAt = new Date();
      const outcome = await rounds.addAttempt({
        roundId: round.id,
        learnerId,
        skillId,
        questionId: question.id,
        position,
        servedAt: servedAt.toISOString(),
      });
      if (outcome !== 'recorded') throw new Error(`the question was not recorded: ${outcome}`);
      const scored: ScoredQuestion = {
        answer: question.answer,
        question_type: question.question_type,
        answer_kind: question.answer_kind as AnswerKind,
        requires_answer_form: question.requires_answer_form,
        points: question.points,
      };
      const answers =
        Math.random() < WRONG_FIRST_SHARE ? [`${question.answer}97`, question.answer] : [question.answer];
      for (const answer of answers) {
        const attempt = (await rounds.listRoundAttempts(round.id)).find(
          (candidate) => candidate.position === position,
        );
        if (!attempt) throw new Error('the served question is missing');
        const { control } = checkQuestionAttempt(
          reduceValidationControl(toValidationControl(attempt), { type: 'select', answer }),
          scored,
          'practice',
          Date.now() - servedAt.getTime(),
        );
        const isStored = await rounds.updateAttemptControl(
          attempt.id,
          attempt.attemptsCounter,
          {
            selectedAnswer: control.selected_answer,
            firstCheckCorrect: control.validation,
            attemptsCounter: control.attempts_counter,
            wrongAttempts: control.wrong_attempts,
            isSubmitted: control.submitted,
            timeSpent: control.time_spent,
            totalTime: control.total_time,
            points: control.points,
            isSolutionShown: false,
          },
          new Date().toISOString(),
        );
        if (!isStored) throw new Error('another writer checked this question');
      }
    }
    const claimed = await rounds.saveRound({
      learnerId,
      mode: 'practice',
      skillId,
      savedAt: new Date().toISOString(),
      score: scoreRecordedRound,
      levelOf: (points) => classifySkillLevel(calculateSharePercent(points, SKILL_POINTS)),
    });
    if (claimed?.round.id !== round.id) throw new Error(`round ${round.id} was saved by someone else`);
    const saved = claimed.round;
    const ack: WriterAck = {
      roundId: saved.id,
      skillId,
      points: saved.points,
      skillPointsAfter: saved.skillPointsAfter ?? 0,
    };
    // A pipe write is synchronous on Linux: once this returns, the line is the reader's even if we die next.
    process.stdout.write(`ack ${JSON.stringify(ack)}\n`);
    // better-sqlite3 answers synchronously, so the loop above is all microtasks: without a turn of the event loop
    // the SIGTERM handler would never run.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await database.destroy();
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
