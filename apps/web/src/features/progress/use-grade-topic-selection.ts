import { pickInitialSubject } from '@mathwise/learning-rules';
import { useState } from 'react';
import { useLearnerSubjects } from './api/use-learner-subjects.query';
import { useLearnerTopics } from './api/use-learner-topics.query';

/** The grade and topic a progress view shows: the learner's current grade and its first topic until one is chosen. */
export function useGradeTopicSelection(learnerId: string) {
  const subjects = useLearnerSubjects(learnerId);
  const [chosenSubjectId, setChosenSubjectId] = useState<number | undefined>(undefined);
  const [chosenTopicId, setChosenTopicId] = useState<number | undefined>(undefined);
  const subjectId = chosenSubjectId ?? (subjects.data ? pickInitialSubject(subjects.data)?.id : undefined);
  const topics = useLearnerTopics(subjectId, learnerId);
  const topic = topics.data?.find((entry) => entry.id === chosenTopicId) ?? topics.data?.[0];
  return {
    subjects,
    topics,
    subjectId,
    topic,
    selectSubject: (id: number) => {
      setChosenSubjectId(id);
      setChosenTopicId(undefined);
    },
    selectTopic: setChosenTopicId,
  };
}
