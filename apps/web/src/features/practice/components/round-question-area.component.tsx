import { Stack, Text } from '@mantine/core';
import type { LearnerSkill } from '@mathwise/api-contract';
import type { ValidationControl } from '@mathwise/learning-rules';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { loadMathRenderer } from '../../../ui/math-text.component';
import { PageSpinner } from '../../../ui/page-spinner.component';
import { QuestionMarkers } from '../../../ui/question-markers.component';
import { isPausedError } from '../paused-error';
import { currentQuestionIndex, currentTaskName, markersOf, scoreOf, type SkillRound } from '../skill-round';
import { LoadFailedAlert } from './load-failed-alert.component';
import { QuestionAttemptPanel } from './question-attempt-panel.component';
import { RoundStatus } from './round-status.component';

interface RoundQuestionAreaProps {
  heading: string;
  round: SkillRound;
  skill: Pick<LearnerSkill, 'tasks'>;
  mode: 'diagnostic' | 'practice';
  /** The failure of the question request, if any; a paused subscription is shown by the page's dialog instead. */
  questionError: unknown;
  /** The subscription is paused: no question will come, so the area says so instead of loading behind the dialog. */
  isPaused: boolean;
  onRetry: () => void;
  shouldFocus: boolean;
  onNext: (control: ValidationControl) => void;
  onPaused: () => void;
  nextLabel: string;
  /** Distinguishes rounds, so a new skill's first question is a new panel even when its id repeats. */
  roundKey: string | number;
  /** See QuestionAttemptPanel: whether leaving now would lose an answer. */
  onDraftChange?: (hasDraft: boolean) => void;
}

/** A round on screen (spec 3 §2): skill, timer and score, the ten markers, then the question or its loading state. */
export function RoundQuestionArea({
  heading,
  round,
  skill,
  mode,
  questionError,
  isPaused,
  onRetry,
  shouldFocus,
  onNext,
  onPaused,
  nextLabel,
  roundKey,
  onDraftChange,
}: RoundQuestionAreaProps) {
  const { t } = useTranslation('practice');
  const { t: tCommon } = useTranslation();
  const questionIndex = currentQuestionIndex(round);
  // KaTeX loads apart from the page so the page paints without it; asked for now, it arrives with the question.
  useEffect(() => void loadMathRenderer(), []);
  let body;
  if (questionError && !isPausedError(questionError)) body = <LoadFailedAlert onRetry={onRetry} />;
  else if (round.question) {
    body = (
      <QuestionAttemptPanel
        key={`${roundKey}-${questionIndex}-${round.question.id}`}
        question={round.question}
        mode={mode}
        questionIndex={questionIndex}
        taskName={currentTaskName(round, skill)}
        shouldFocus={shouldFocus}
        onNext={onNext}
        onPaused={onPaused}
        nextLabel={nextLabel}
        onDraftChange={onDraftChange}
      />
    );
  } else if (isPaused || isPausedError(questionError)) body = <Text>{t('round.paused')}</Text>;
  else body = <PageSpinner label={tCommon('loading')} isInline />;
  return (
    <Stack gap="lg">
      <RoundStatus heading={heading} startedAt={round.startedAt} score={scoreOf(round)} />
      <QuestionMarkers
        markers={markersOf(round)}
        currentIndex={questionIndex}
        label={t('round.progressLabel')}
        describeMarker={(kind, number) => t(`round.marker.${kind}`, { number })}
      />
      {body}
    </Stack>
  );
}
