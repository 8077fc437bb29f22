/** What the progress views know of each grade of the course for one learner. */
export interface GradeStanding {
  is_current: boolean;
  learner_points: number;
}

/**
 * The grade the progress views open on: the learner's current grade, else the first one with points, else the first.
 * The pages pick it, and the server answers that grade's topics in the page ahead of them (docs/page-start.md).
 */
export function pickInitialSubject<TGrade extends GradeStanding>(
  grades: readonly TGrade[],
): TGrade | undefined {
  return (
    grades.find((grade) => grade.is_current) ?? grades.find((grade) => grade.learner_points > 0) ?? grades[0]
  );
}
