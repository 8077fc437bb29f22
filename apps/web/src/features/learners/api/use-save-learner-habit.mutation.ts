import type { LearnerHabitSettings, LearnerHabitSettingsResponse } from '@mathwise/api-contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client';
import { learnerStreakQueryKey } from '../../practice/api/use-learner-streak.query';
import { learnerHabitQueryKey } from './use-learner-habit.query';

/** PUT /api/students/:learnerId/habit: sets the learner's weekly goal and time zone. */
export function saveLearnerHabit(
  learnerUserId: string,
  body: LearnerHabitSettings,
): Promise<LearnerHabitSettingsResponse> {
  return requestApi<LearnerHabitSettingsResponse>(
    `/api/students/${encodeURIComponent(learnerUserId)}/habit`,
    {
      method: 'PUT',
      body,
    },
  );
}

export function useSaveLearnerHabit(learnerUserId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LearnerHabitSettings) => saveLearnerHabit(learnerUserId, body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(learnerHabitQueryKey(learnerUserId), saved);
      // The streak counts days in the zone, and the card shows the goal: both come from the streak answer.
      await queryClient.invalidateQueries({ queryKey: learnerStreakQueryKey(learnerUserId) });
    },
  });
}
